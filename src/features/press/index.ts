export { fetchPressEntries, fetchServerPress, pressReducer } from './pressSlice';
export { SERVER_PRESS_LANG } from './types';
export type { PressEntry, PressState, ServerPressItem } from './types';

/** The home page's section of the press: a chunk of its own, fetched by the home screen. */
export const loadPressHighlights = () => import('./components/PressHighlights');
