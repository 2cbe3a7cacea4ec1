import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { typedHooks } from '../../../lib/redux/hooks';
import { emptyTrip, writeTrip, type Trip } from '../model/trip';

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
}

export type TripStore = { trip: TripState };

export const initialTripState = (): TripState => ({ current: emptyTrip(), dropped: false });

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
    /** The visitor was told that part of the stored trip could not be read. */
    tripNoteSeen(state) {
      state.dropped = false;
    },
  },
});

export const { tripChanged, tripRestored, tripNoteSeen } = tripSlice.actions;
export const tripReducer = tripSlice.reducer;

/** The trip after a sign-out took the account's from this browser: empty. */
export const tripForgotten = () => tripRestored({ trip: emptyTrip(), dropped: false });

/**
 * The one writer of the trip's key (`negrilTripDays`): it follows the store, but for a trip read
 * from storage (another tab's: writing it back would only echo it).
 */
export const keepTripStored = {
  predicate: (action: { type: string }, current: TripStore, previous: TripStore) =>
    current.trip.current !== previous.trip.current && !tripRestored.match(action),
  effect: (_action: unknown, api: { getState: () => TripStore }) => {
    writeTrip(api.getState().trip.current);
  },
};

export const { useStoreSelector: useTripSelector, useStoreDispatch: useTripDispatch } =
  typedHooks<TripStore>();
