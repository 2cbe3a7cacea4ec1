export { fetchPressEntries, fetchServerPress, pressReducer } from './pressSlice';
export { SERVER_PRESS_LANG } from './types';
export type { PressEntry, PressState, ServerPressItem } from './types';
