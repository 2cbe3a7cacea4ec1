export {
  GUIDE_WORD_KEY,
  initialNegrilState,
  keepGuideWordStored,
  keepTripStored,
  negrilReducer,
  readStoredGuide,
  setNegrilPassword,
  storedGuideRestored,
  tripForgotten,
  tripRestored,
} from './negrilSlice';
export { forgetAccountTrip, LEGACY_TRIP_KEY, TRIP_KEY, TRIP_SYNC_KEY } from './trip';
// GUIDE_CATEGORIES is imported from './types' by whoever needs it. Re-exported from here, it
// joined the first load's module graph unused, and rolldown then split the entry chunk into
// several (about 2 kB gzip more on every first load).
export type { Guide, NegrilState } from './types';
