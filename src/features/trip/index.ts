/**
 * The trip ("My trip"): days of the guide's places, kept in this browser, in step with the
 * account's trips on the server, planned together with companions. What the first load needs
 * (the slice, the stored keys, what a sign-out does) is here; the screens are reached through
 * the guide's screen, which loads them with it.
 */
export {
  initialTripState,
  keepTripStored,
  tripForgotten,
  tripReducer,
  tripRestored,
  type TripState,
} from './store/tripSlice';
export {
  accountTripUnsent,
  ACTIVE_TRIP_KEY,
  forgetAccountTrip,
  forgetEveryTrip,
  JOIN_KEY,
  LEGACY_TRIP_KEY,
  TRIP_KEY,
  TRIP_SYNC_KEY,
} from './model/trip';
