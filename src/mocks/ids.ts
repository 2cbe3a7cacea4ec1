import type { DbState } from './seed/types';

/** Ids of new records, as the reference server's SQLite gives them. */

export function nextId(records: { id: number }[]): number {
  return records.reduce((highest, record) => Math.max(highest, record.id), 0) + 1;
}

/**
 * The id of a new account: never one a deleted account had (as the server's AUTOINCREMENT), so
 * a deleted account's access token, still unexpired, cannot reach a newer account.
 */
export function nextUserId(db: DbState): number {
  const id = Math.max(nextId(db.users), (db.lastUserId ?? 0) + 1);
  db.lastUserId = id;
  return id;
}

/** The id of a new trip: never a deleted trip's, so an old link or invitation finds nothing. */
export function nextTripId(db: DbState): number {
  const id = Math.max(nextId(db.trips ?? []), (db.lastTripId ?? 0) + 1);
  db.lastTripId = id;
  return id;
}
