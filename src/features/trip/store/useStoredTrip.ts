import { useEffect } from 'react';
import { tripKeys } from '../model/trip';
import { readStoredTrip } from '../model/tripStore';
import { readShownTrip, switchTrip, useTogetherDispatch, useTogetherSelector } from './together';
import { tripRestored } from './tripSlice';

/**
 * Reads the trip this browser keeps when the guide opens (the one shown last: the visitor's own,
 * or a trip joined), and follows it while the guide is open as other tabs change it (the
 * `storage` event reaches every other tab of the origin): the last change wins, and the next
 * change here starts from it, so no place saved there is lost here. Read again at each opening,
 * since another tab may have changed it while this one was elsewhere.
 */
export function useStoredTrip(): void {
  const dispatch = useTogetherDispatch();
  const shared = useTogetherSelector((state) => state.trip.shared);
  useEffect(() => {
    const shown = readShownTrip();
    if (shown !== null) dispatch(switchTrip(shown));
  }, [dispatch]);
  useEffect(() => {
    const key = tripKeys(shared).trip;
    const read = () => {
      const stored = readStoredTrip(key);
      if (stored) dispatch(tripRestored(stored));
    };
    read();
    const listener = (event: StorageEvent) => {
      // null: the whole storage was cleared.
      if (event.key === key || event.key === null) read();
    };
    window.addEventListener('storage', listener);
    return () => {
      window.removeEventListener('storage', listener);
    };
  }, [dispatch, shared]);
}
