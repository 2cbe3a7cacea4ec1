import { removeItem } from '../../lib/browser/storage';
import { LEGACY_TRIP_KEY, TRIP_KEY, TRIP_SYNC_KEY, tripRestored } from '../trip';

/**
 * The account's trip leaves this browser (its account was deleted): the stored trip (either
 * form) and what its sync kept are removed, and the action returned empties the trip in the store
 * without writing it back. Other tabs follow through the `storage` event of the removed key. Here,
 * with the account screen, and not in the guide's index: that is part of every first load.
 */
export function forgetTrip() {
  removeItem(TRIP_KEY);
  removeItem(LEGACY_TRIP_KEY);
  removeItem(TRIP_SYNC_KEY);
  return tripRestored({ trip: { start: null, days: [{ name: '', stops: [] }] }, dropped: false });
}
