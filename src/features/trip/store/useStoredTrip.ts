import { useEffect } from 'react';
import { tripRestored, useTripDispatch } from './tripSlice';
import { TRIP_KEY } from '../model/trip';
import { readStoredTrip } from '../model/tripStore';

/**
 * Reads the trip this browser keeps when the guide opens, and follows it while the guide is open
 * as other tabs change it (the `storage` event reaches every other tab of the origin): the last
 * change wins, and the next change here starts from it, so no place saved there is lost here.
 * Read again at each opening, since another tab may have changed it while this one was elsewhere.
 */
export function useStoredTrip(): void {
  const dispatch = useTripDispatch();
  useEffect(() => {
    const read = () => {
      const stored = readStoredTrip();
      if (stored) dispatch(tripRestored(stored));
    };
    read();
    const listener = (event: StorageEvent) => {
      // null: the whole storage was cleared.
      if (event.key === TRIP_KEY || event.key === null) read();
    };
    window.addEventListener('storage', listener);
    return () => {
      window.removeEventListener('storage', listener);
    };
  }, [dispatch]);
}
