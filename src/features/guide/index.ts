export {
  GUIDE_WORD_KEY,
  initialGuideState,
  keepGuideWordStored,
  guideReducer,
  readStoredGuide,
  setGuideWord,
  storedGuideRestored,
} from './store/guideSlice';
// GUIDE_CATEGORIES is imported from './model/types' by whoever needs it. Re-exported from here, it
// joined the first load's module graph unused, and rolldown then split the entry chunk into
// several (about 2 kB gzip more on every first load).
export type { Place } from './model/types';
export type { GuideState } from './store/state';
