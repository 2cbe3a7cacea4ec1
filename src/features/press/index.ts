export {
  fetchPressEntries,
  fetchServerPress,
  initialPressState,
  pressReducer,
  selectPress,
} from './pressSlice';
export type { PressEntry, PressState, ServerPressItem } from './types';
