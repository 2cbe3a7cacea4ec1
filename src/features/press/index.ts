export { fetchPressEntries, fetchServerPress, pressReducer } from './pressSlice';
export type { ServerPressItem } from './types';
