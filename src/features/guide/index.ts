export {
  GUIDE_WORD_KEY,
  initialNegrilState,
  keepGuideWordStored,
  negrilReducer,
  readStoredGuide,
  setNegrilPassword,
  storedGuideRestored,
} from './store/guideSlice';
// GUIDE_CATEGORIES is imported from './places/types' by whoever needs it. Re-exported from here, it
// joined the first load's module graph unused, and rolldown then split the entry chunk into
// several (about 2 kB gzip more on every first load).
export type { Guide } from './places/types';
export type { NegrilState } from './store/state';
