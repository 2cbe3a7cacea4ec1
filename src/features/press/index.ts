export { fetchPressEntries, fetchServerPress, pressReducer } from './pressSlice';
export type { PressEntry, PressState, ServerPressItem } from './types';
