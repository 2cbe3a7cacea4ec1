import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { readText, removeItem, writeText } from '../../../lib/browser/storage';
import { toApiError } from '../../../lib/http/errors';
import { subjectOf } from '../../../lib/http/jwt';
import { typedHooks } from '../../../lib/redux/hooks';
import { selectIsSignedIn, type AuthState } from '../../auth';
import {
  createTrip,
  joinTrip,
  listTrips,
  removeMember,
  type TripSummary,
} from '../api/togetherApi';
import { ACTIVE_TRIP_KEY, emptyTrip, JOIN_KEY, tripKeys } from '../model/trip';

export { JOIN_KEY };
import { readStoredTrip } from '../model/tripStore';
import { targetFor, type SyncTarget } from '../sync/syncTarget';
import { togetherAbsent, tripLost, tripsListed, tripSwitched, type TripStore } from './tripSlice';

/**
 * Planning together, as the screens ask for it: the account's trips, which one My trip shows,
 * joining with an invitation, leaving, removing a companion. Loaded with the guide.
 */

type Thunk<T = void> = ThunkAction<T, TripStore, unknown, UnknownAction>;

/** The account's own trip among its trips: the server lists it first, when it has one. */
export function ownTrip(trips: readonly TripSummary[]): TripSummary | null {
  const first = trips[0];
  return first?.role === 'owner' ? first : null;
}

/** The trip My trip shows, as listed (null: not listed, or not known yet). */
export function shownTrip(state: TripStore['trip']): TripSummary | null {
  const { shared, together } = state;
  if (shared === null) return ownTrip(together.trips);
  return together.trips.find((trip) => trip.id === shared) ?? null;
}

/** Where the sync keeps the shown trip: the own trip by its id once listed (who added each place). */
export const syncTarget = (state: TripStore['trip']): SyncTarget =>
  targetFor(state.shared, ownTrip(state.together.trips)?.id ?? null);

/** The last list asked for: an older answer landing after a newer one is dropped. */
let listsAsked = 0;

/** `GET /v1/trips/`: listed, or not offered (404); any other failure leaves what was known. */
export const loadTrips = (): Thunk<Promise<void>> => async (dispatch) => {
  const asked = (listsAsked += 1);
  try {
    const trips = await listTrips();
    if (asked === listsAsked) dispatch(tripsListed(trips));
  } catch (error) {
    if (asked === listsAsked && toApiError(error).status === 404) dispatch(togetherAbsent());
  }
};

/** The trip joined last kept as the one shown, read back when the guide opens. */
export function readShownTrip(): number | null {
  const text = readText(ACTIVE_TRIP_KEY);
  const id = text === undefined ? NaN : Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Shows another trip: the one this browser kept for it (empty until the sync brings it). */
export const switchTrip =
  (shared: number | null): Thunk =>
  (dispatch) => {
    if (shared === null) removeItem(ACTIVE_TRIP_KEY);
    else writeText(ACTIVE_TRIP_KEY, String(shared));
    const stored = readStoredTrip(tripKeys(shared).trip);
    dispatch(tripSwitched({ shared, trip: stored?.trip ?? emptyTrip() }));
  };

/** Joins with an invitation's token, then shows the trip joined. */
export const joinWithToken =
  (token: string): Thunk<Promise<TripSummary>> =>
  async (dispatch) => {
    const joined = await joinTrip(token);
    await dispatch(loadTrips());
    dispatch(switchTrip(joined.role === 'owner' ? null : joined.id));
    return joined;
  };

/** What this browser kept of a trip the account is no longer on. */
function forgetTrip(id: number): void {
  const keys = tripKeys(id);
  removeItem(keys.trip);
  removeItem(keys.sync);
}

/**
 * Takes a member off a trip (`me`: leaving it). Leaving, the trip kept here goes, and My trip shows
 * the account's own.
 */
export const removeFromTrip =
  (trip: number, account: number, me: boolean): Thunk<Promise<void>> =>
  async (dispatch, getState) => {
    await removeMember(trip, account);
    if (me) {
      if (getState().trip.shared === trip) dispatch(switchTrip(null));
      forgetTrip(trip);
    }
    await dispatch(loadTrips());
  };

/** A trip the account is no longer on (the sync's 404, or not listed): back to its own, said. */
export const leftTrip =
  (trip: number): Thunk =>
  (dispatch, getState) => {
    if (getState().trip.shared === trip) {
      dispatch(switchTrip(null));
      dispatch(tripLost());
    }
    forgetTrip(trip);
  };

type TogetherStore = TripStore & { auth: AuthState };

export const { useStoreSelector: useTogetherSelector, useStoreDispatch: useTogetherDispatch } =
  typedHooks<TogetherStore>();

/** The signed-in account's id (its session's `user_id`), or null. */
export function selectMe(state: TogetherStore): number | null {
  const token = state.auth.token;
  const id = Number(token ? subjectOf(token) : null);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export { selectIsSignedIn };

/** The trip to invite others to: the one shown, or the account's own, made on the server first. */
export const tripToShare =
  (name: string): Thunk<Promise<TripSummary>> =>
  async (dispatch, getState) => {
    const shown = shownTrip(getState().trip);
    if (shown) return shown;
    // The list may be older than the trip's first save: asked again before making one.
    await dispatch(loadTrips());
    const listed = shownTrip(getState().trip);
    if (listed) return listed;
    const made = await createTrip(name);
    await dispatch(loadTrips());
    return made;
  };
