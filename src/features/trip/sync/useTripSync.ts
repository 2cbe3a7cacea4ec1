import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { AuthState } from '../../auth';
import type { GuideState } from '../../guide';
import {
  leftTrip,
  loadTrips,
  ownTrip,
  useTogetherDispatch,
  useTogetherSelector,
} from '../store/together';
import { targetFor } from './syncTarget';
import { syncView } from './tripSyncView';
import type { TripStore } from '../store/tripSlice';
import { TripSync } from './tripSync';

const useSyncStore =
  useStore.withTypes<Store<TripStore & { negril: GuideState; auth: AuthState }>>();

/**
 * Keeps the trip shown in step with the signed-in account's while the guide is open (tripSync.ts):
 * after `useStoredTrip`, so that it starts from the trip this browser keeps. Another trip shown
 * (or the account's own, once listed by its id) starts the sync again for it.
 */
export function useTripSync(): void {
  const store = useSyncStore();
  const dispatch = useTogetherDispatch();
  // Primitives, so that the screen is not drawn again on every change of the store, and the sync
  // is not started again when someone joins (it asks the store whether others plan the trip).
  const shared = useTogetherSelector((state) => state.trip.shared);
  const own = useTogetherSelector((state) => ownTrip(state.trip.together.trips)?.id ?? null);
  const target = useMemo(() => targetFor(shared, own), [shared, own]);
  // No longer on the trip shown (removed, or it was deleted: the sync's 404), wherever the guide
  // is (its list as well as My trip): back to the account's own trip, which My trip says.
  const status = useSyncExternalStore(syncView.subscribe, () => syncView.get().status);
  useEffect(() => {
    if (status !== 'gone' || shared === null) return;
    dispatch(leftTrip(shared));
    void dispatch(loadTrips());
  }, [status, shared, dispatch]);
  useEffect(() => {
    const sync = new TripSync(store, target);
    sync.start();
    return () => {
      sync.stop();
    };
  }, [store, target]);
}
