import { useEffect, useMemo } from 'react';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { AuthState } from '../../auth';
import type { NegrilState } from '../../guide';
import { syncTarget, useTogetherSelector } from '../store/together';
import type { TripStore } from '../store/tripSlice';
import { TripSync } from './tripSync';

const useSyncStore =
  useStore.withTypes<Store<TripStore & { negril: NegrilState; auth: AuthState }>>();

/**
 * Keeps the trip shown in step with the signed-in account's while the guide is open (tripSync.ts):
 * after `useStoredTrip`, so that it starts from the trip this browser keeps. Another trip shown
 * (or the account's own, once listed by its id) starts the sync again for it.
 */
export function useTripSync(): void {
  const store = useSyncStore();
  const target = useTogetherSelector((state) => syncTarget(state.trip));
  // Not restarted when someone joins (`together`): the sync asks the store for that itself.
  const { id, url, joined, keys } = target;
  const together = target.together && joined;
  const kept = useMemo(
    () => ({ id, url, together, joined, keys: { trip: keys.trip, sync: keys.sync } }),
    [id, url, together, joined, keys.trip, keys.sync],
  );
  useEffect(() => {
    const sync = new TripSync(store, kept);
    sync.start();
    return () => {
      sync.stop();
    };
  }, [store, kept]);
}
