import { tripUrl } from '../api/tripApi';
import { tripKeys, type TripKeys } from '../model/trip';

/**
 * Which trip the sync keeps in step: where the server has it, and where this browser keeps it.
 * A 404 means the server keeps no trips for the account's own trip, and that the account is no
 * longer on a trip it joined (`joined`). Whether others plan it too (then it is polled and their
 * changes are said) the sync asks the store, since someone may join while the page is open.
 */
export interface SyncTarget {
  /** The trip's id at `/v1/trips/<id>/`; null for `/v1/trip/`. */
  id: number | null;
  url: string;
  keys: TripKeys;
  /** A trip joined, not the account's own. */
  joined: boolean;
}

export const OWN_TRIP: SyncTarget = {
  id: null,
  url: tripUrl(null),
  keys: tripKeys(null),
  joined: false,
};

/**
 * The target for the trip shown (`shared`: a trip joined, or null for one's own) and the
 * account's own trip's id once listed (kept at `/v1/trips/<id>/`, which says who added each
 * place, under the own trip's keys).
 */
export function targetFor(shared: number | null, own: number | null): SyncTarget {
  if (shared !== null) {
    return { id: shared, url: tripUrl(shared), keys: tripKeys(shared), joined: true };
  }
  return own === null ? OWN_TRIP : { ...OWN_TRIP, id: own, url: tripUrl(own) };
}
