import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { AuthState } from '../../auth';
import { TripSync } from './tripSync';
import type { NegrilState } from '../../guide';
import type { TripStore } from '../store/tripSlice';

const useSyncStore =
  useStore.withTypes<Store<TripStore & { negril: NegrilState; auth: AuthState }>>();

/**
 * Keeps the trip in step with the signed-in account's while the guide is open (tripSync.ts):
 * after `useStoredTrip`, so that it starts from the trip this browser keeps.
 */
export function useTripSync(): void {
  const store = useSyncStore();
  useEffect(() => {
    const sync = new TripSync(store);
    sync.start();
    return () => {
      sync.stop();
    };
  }, [store]);
}
