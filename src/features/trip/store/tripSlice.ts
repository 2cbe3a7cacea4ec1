import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { typedHooks } from '../../../lib/redux/hooks';
import type { TripSummary } from '../api/togetherApi';
import type { Member } from '../model/tripWire';
import { emptyTrip, tripKeys, writeTrip, type Trip } from '../model/trip';

/**
 * The trip's part of the store: the trip shown in "My trip" (kept under `negrilTripDays`, see
 * trip.ts). Part of the first load (the store's reducers); the edits (tripEdits.ts), the sync and
 * the screens are loaded with the guide.
 */
export interface TripState {
  /** The visitor's trip: places in days. */
  current: Trip;
  /** Part of the stored trip could not be read: My trip says so once. */
  dropped: boolean;
  /** Which trip `current` is: null, the account's own (or a visitor's); else a trip joined. */
  shared: number | null;
  /** Planning together: not asked yet, not offered by the server (404), or the account's trips. */
  together: { status: 'unknown' | 'absent' | 'ready'; trips: TripSummary[] };
  /** The trip shown was one the account is no longer on (removed, or deleted): said once. */
  lost: boolean;
}

export type TripStore = { trip: TripState };

export const initialTripState = (): TripState => ({
  current: emptyTrip(),
  dropped: false,
  shared: null,
  together: { status: 'unknown', trips: [] },
  lost: false,
});

const tripSlice = createSlice({
  name: 'trip',
  initialState: initialTripState,
  reducers: {
    /** The trip as this tab's visitor changed it (the edits are tripEdits.ts's). */
    tripChanged(state, action: PayloadAction<Trip>) {
      state.current = action.payload;
    },
    /** The trip as stored: read when the guide opens, written by another tab, or by the sync. */
    tripRestored(state, action: PayloadAction<{ trip: Trip; dropped: boolean }>) {
      state.current = action.payload.trip;
      if (action.payload.dropped) state.dropped = true;
    },
    /** Another trip is shown: its id (null: the account's own) and the trip this browser kept. */
    tripSwitched(state, action: PayloadAction<{ shared: number | null; trip: Trip }>) {
      state.shared = action.payload.shared;
      state.current = action.payload.trip;
      state.lost = false;
    },
    /** The trip shown is one the account is no longer on: My trip says so. */
    tripLost(state) {
      state.lost = true;
    },
    /** The account's trips as the server listed them. */
    tripsListed(state, action: PayloadAction<TripSummary[]>) {
      state.together = { status: 'ready', trips: action.payload };
    },
    /** A trip's members as its last answer gave them (someone joined or left since the list). */
    membersSeen(state, action: PayloadAction<{ id: number; members: Member[] }>) {
      const listed = state.together.trips.find((trip) => trip.id === action.payload.id);
      if (listed && JSON.stringify(listed.members) !== JSON.stringify(action.payload.members)) {
        listed.members = action.payload.members;
      }
    },
    /** The server plans no trips together (404): nothing of it is offered. */
    togetherAbsent(state) {
      state.together = { status: 'absent', trips: [] };
    },
    /** The session ended: an empty trip of one's own, nothing planned together. */
    tripForgotten: () => initialTripState(),
    /** The visitor was told that part of the stored trip could not be read. */
    tripNoteSeen(state) {
      state.dropped = false;
    },
  },
});

export const {
  tripChanged,
  tripRestored,
  tripNoteSeen,
  tripSwitched,
  tripsListed,
  membersSeen,
  togetherAbsent,
  tripForgotten,
  tripLost,
} = tripSlice.actions;
export const tripReducer = tripSlice.reducer;

/**
 * The one writer of the trip's key (`negrilTripDays`): it follows the store, but for a trip read
 * from storage (another tab's: writing it back would only echo it).
 */
export const keepTripStored = {
  predicate: (action: { type: string }, current: TripStore, previous: TripStore) =>
    current.trip.current !== previous.trip.current &&
    !tripRestored.match(action) &&
    !tripSwitched.match(action) &&
    !tripForgotten.match(action),
  effect: (_action: unknown, api: { getState: () => TripStore }) => {
    const { current, shared } = api.getState().trip;
    writeTrip(current, tripKeys(shared).trip);
  },
};

export const { useStoreSelector: useTripSelector, useStoreDispatch: useTripDispatch } =
  typedHooks<TripStore>();
