/**
 * What the trip's sync says in My trip (planner/TripSyncStatus.tsx), set by the sync
 * (tripSync.ts): a small store of its own, outside Redux, since the slice is part of every first
 * load and this comes with the guide.
 */
export type SyncStatus =
  /** Not signed in with a session, or not known yet: nothing is said. */
  | 'idle'
  | 'saving'
  | 'saved'
  /** No network, or no answer in time: kept, sent when the network is back. */
  | 'offline'
  /** The server is busy (5xx) or asked to wait (429): sent again shortly. */
  | 'retrying'
  /** The server keeps no trips (404). */
  | 'local'
  /** The server's answer could not be read. */
  | 'malformed'
  /** The server refused the trip (400, and any other refusal). */
  | 'refused'
  /** A trip planned together that the account is no longer on (404): removed, or deleted. */
  | 'gone';

/**
 * What someone else changed, or what a merge decided (planner/TripSyncStatus.tsx words it with
 * the names of the places and of the companions); said until the visitor's next edit.
 */
export type News =
  | { kind: 'added'; stop: number; by: number | null }
  | { kind: 'renamed' | 'renamedBoth'; day: number; name: string }
  | { kind: 'moved' | 'time' | 'removed'; stop: number };

export interface SyncView {
  status: SyncStatus;
  /** Said once: the browser's places joined the account's trip, or another device's changes were merged. */
  note: 'joined' | 'merged' | 'mergedTogether' | null;
  /** How many places the guide no longer has were left out of a merge. */
  dropped: number;
  /** The latest news of the trip (replaced by the next). */
  news: News[];
}

export const IDLE_VIEW: SyncView = { status: 'idle', note: null, dropped: 0, news: [] };

let view: SyncView = IDLE_VIEW;
const listeners = new Set<() => void>();

export const syncView = {
  get: (): SyncView => view,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  set: (change: Partial<SyncView>): void => {
    const next = { ...view, ...change };
    if (
      next.status === view.status &&
      next.note === view.note &&
      next.dropped === view.dropped &&
      next.news === view.news
    ) {
      return;
    }
    view = next;
    for (const listener of listeners) listener();
  },
};
