import { removeItem } from '../../lib/browser/storage';
import { tripRestored } from './negrilSlice';
import { emptyTrip, LEGACY_TRIP_KEY, TRIP_KEY } from './trip';

/** Where the trip's sync with the account's server keeps what it last saw there. */
export const TRIP_SYNC_KEY = 'negrilTripSync';

/**
 * The account's trip leaves this browser (its account was deleted): the stored trip and what its
 * sync kept are removed, and the action returned empties the trip in the store without writing
 * it back. Other tabs follow through the `storage` event of the removed key.
 */
export function forgetTrip() {
  removeItem(TRIP_KEY);
  removeItem(LEGACY_TRIP_KEY);
  removeItem(TRIP_SYNC_KEY);
  return tripRestored({ trip: emptyTrip(), dropped: false });
}
