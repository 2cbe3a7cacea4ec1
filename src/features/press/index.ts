export { initialPressState, pressReducer } from './pressSlice';
export type { PressEntry, PressState, ServerPressItem } from './types';
