import { forgetEveryTrip, tripForgotten } from '../trip';

/**
 * The account's trips leave this browser (its account was deleted): every stored trip (its own,
 * those planned with others, the first form) and what their syncs kept are removed, and the
 * action returned empties the trip in the store without writing it back. Other tabs follow
 * through the `storage` event of the removed key.
 */
export function forgetTrip() {
  forgetEveryTrip();
  return tripForgotten();
}
