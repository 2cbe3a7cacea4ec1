import type { UnknownAction } from '@reduxjs/toolkit';
import { subjectOf } from '../../../lib/http/jwt';
import type { AuthState } from '../../auth';
import { getTrip, putTrip } from '../api/tripApi';
import { membersSeen, tripRestored, type TripStore } from '../store/tripSlice';
import { emptyTrip, savedIds, tripKeys, writeTrip, type Trip } from '../model/trip';
import { mergeTrip, sameShown, sameTrip, type Decision } from '../model/tripMerge';
import { readSyncMeta, writeSyncMeta, type SyncMeta } from './tripSyncMeta';
import { afterFailure, backoff } from './syncFailure';
import { OWN_TRIP, type SyncTarget } from './syncTarget';
import { newsSince, plannedWithOthers } from './tripNews';
import { IDLE_VIEW, syncView } from './tripSyncView';
import type { ServerTrip } from '../model/tripWire';
import type { GuideState } from '../../guide';

/**
 * A trip of a signed-in account (its own, or one joined: `SyncTarget`), kept in step with the
 * server while the guide is open; the trip here is what the visitor sees and edits at once.
 * docs/features.md tells the whole story; in short: `pull` (the guide opens, the page comes back
 * into view, the network comes back, the poll of a trip planned with others) GETs and merges
 * three ways (tripMerge.ts) with the unsent edits here, then PUTs what differs; `push` (a moment
 * after an edit) PUTs with `If-Match`, and a 412 is merged and sent again. One request at a time,
 * across the tabs too (Web Locks); an answer that lands after the session ended, or for a trip no
 * longer shown, is dropped.
 */

type SyncStore = TripStore & { negril: GuideState; auth: AuthState };

export interface SyncStoreApi {
  getState: () => SyncStore;
  dispatch: (action: UnknownAction) => unknown;
  subscribe: (listener: () => void) => () => void;
}

/** How long after an edit the trip is sent (more edits meanwhile make one request). */
export const SEND_DELAY_MS = 600;
/** 412s in a row before the sync waits and tries again later. */
const CONFLICTS_IN_A_ROW = 4;

/** How often a trip planned with others is asked for while the page is in view. */
export const POLL_MS = 30_000;

type Run = 'pull' | 'push';

function withSyncLock(task: () => Promise<void>): Promise<void> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return task();
  return navigator.locks.request('negril-trip-sync', task);
}

export class TripSync {
  private readonly store: SyncStoreApi;
  private owner: string | null;
  private trip: Trip;
  private busy = false;
  private queued: Run | null = null;
  private sendTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private adopting = false;
  private stopped = false;
  private readonly cleanup: (() => void)[] = [];
  private readonly target: SyncTarget;

  constructor(store: SyncStoreApi, target: SyncTarget = OWN_TRIP) {
    this.store = store;
    this.target = target;
    this.owner = this.ownerNow();
    this.trip = store.getState().trip.current;
  }

  /** Starts following the store, the network and the page's visibility; pulls when signed in. */
  start(): void {
    syncView.set(IDLE_VIEW);
    this.cleanup.push(this.store.subscribe(() => this.onStoreChange()));
    const online = () => this.request('pull');
    const visible = () => {
      if (document.visibilityState === 'visible') this.request('pull');
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    this.cleanup.push(() => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
    });
    if (this.target.id !== null) {
      // Asked only while others plan it too (someone may join while the page is open).
      const poll = setInterval(() => {
        if (document.visibilityState === 'visible' && this.shared()) this.request('pull');
      }, POLL_MS);
      this.cleanup.push(() => {
        clearInterval(poll);
      });
    }
    if (this.owner) this.request('pull');
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    for (const stop of this.cleanup.splice(0)) stop();
  }

  /** The account the session is for, by its `user_id`; null without a session of the server. */
  private ownerNow(): string | null {
    const token = this.store.getState().auth.token;
    return token ? (subjectOf(token) ?? 'session') : null;
  }

  /** The account's id, for telling its own additions from the others'. */
  private me(): number | null {
    const id = Number(this.owner);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  }

  private meta() {
    return readSyncMeta(this.target.keys.sync);
  }

  private keep(meta: SyncMeta): void {
    writeSyncMeta(meta, this.target.keys.sync);
  }

  private current(): Trip {
    return this.store.getState().trip.current;
  }

  private known(): ReadonlySet<number> | undefined {
    const places = this.store.getState().negril.negrilGuides;
    return places.length > 0 ? new Set(places.map((place) => place.id)) : undefined;
  }

  /** Whether an answer still belongs here: the same account's session, and the guide open. */
  private still(owner: string): boolean {
    return !this.stopped && this.ownerNow() === owner && this.showsTarget();
  }

  /**
   * Whether the store still shows this sync's trip: another trip shown (a switch, a join, a
   * leave) stops this sync a moment later, when the screen's effects run; until then nothing of
   * this trip may be merged with that one, nor that one taken for an edit of this one.
   */
  private showsTarget(): boolean {
    return tripKeys(this.store.getState().trip.shared).trip === this.target.keys.trip;
  }

  private clearTimers(): void {
    clearTimeout(this.sendTimer);
    clearTimeout(this.retryTimer);
    this.sendTimer = undefined;
    this.retryTimer = undefined;
  }

  private onStoreChange(): void {
    const owner = this.ownerNow();
    if (owner !== this.owner) {
      // Signed in, out, or as someone else: what was pending is dropped.
      this.owner = owner;
      this.trip = this.current();
      this.clearTimers();
      this.queued = null;
      this.failures = 0;
      syncView.set(IDLE_VIEW);
      if (owner) this.request('pull');
      return;
    }
    if (!this.showsTarget()) return;
    const trip = this.current();
    if (trip === this.trip) return;
    this.trip = trip;
    if (this.adopting || !owner) return;
    const meta = this.meta();
    if (meta?.owner === owner && meta.local) return;
    // An edit: shown at once (it is the store's), sent a moment after the last one.
    // What was said of the last merge and of the others' changes has been read by now.
    syncView.set({ status: 'saving', note: null, dropped: 0, news: [] });
    clearTimeout(this.sendTimer);
    this.sendTimer = setTimeout(() => this.request('push'), SEND_DELAY_MS);
  }

  /** Runs a pull or a push now, or after the one in flight (a pull covers a push). */
  private request(run: Run): void {
    if (this.stopped || !this.owner) return;
    if (this.busy) {
      this.queued = run === 'pull' || this.queued === 'pull' ? 'pull' : 'push';
      return;
    }
    // Offline: nothing is sent until `online` pulls. A request would first refresh an expired
    // session, and a refresh that cannot reach the server ends it, taking the unsent trip along.
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      const meta = this.meta();
      if (meta?.owner !== this.owner || !meta.local) {
        syncView.set({ status: this.unsent(this.owner) ? 'offline' : 'saved' });
      }
      return;
    }
    clearTimeout(this.retryTimer);
    this.busy = true;
    const owner = this.owner;
    void withSyncLock(async () => {
      try {
        await (run === 'pull' ? this.pull(owner) : this.push(owner));
        if (this.still(owner)) this.failures = 0;
      } catch (error) {
        this.failed(error, owner, run);
      }
    }).finally(() => {
      this.busy = false;
      const next = this.queued;
      this.queued = null;
      if (next) this.request(next);
    });
  }

  /** Shows a trip the sync arrived at (and keeps it), without taking it for an edit. */
  private adopt(trip: Trip): void {
    if (sameShown(trip, this.current())) return;
    this.adopting = true;
    try {
      writeTrip(trip, this.target.keys.trip);
      this.store.dispatch(tripRestored({ trip, dropped: false }));
    } finally {
      this.adopting = false;
    }
    this.trip = this.current();
  }

  /**
   * A trip's answer says who plans it: the list follows (someone joined or left since it was
   * read), and with it the names beside the places and, from two members on, the polling.
   */
  private seen(server: ServerTrip): void {
    if (this.target.id !== null && server.members) {
      this.store.dispatch(membersSeen({ id: this.target.id, members: server.members }));
    }
  }

  /**
   * Says what others changed since `base` and what the merge decided, on a trip others plan
   * (on one's own devices the merge's note says enough).
   */
  private tell(base: Trip, server: ServerTrip, local: Trip, decided: Decision[]): void {
    if (!this.shared(server)) return;
    const news = [...newsSince(base, server.trip, local, this.me()), ...decided];
    if (news.length > 0) syncView.set({ news });
  }

  /** Whether others plan this trip (an answer may say so before the list does). */
  private shared(server?: ServerTrip): boolean {
    return plannedWithOthers(this.store.getState().trip, this.target, server);
  }

  /** The trip here sent when it differs from the last one the server confirmed. */
  private async sendIfEdited(
    owner: string,
    meta: { version: number; base: Trip },
    local: Trip,
  ): Promise<void> {
    if (sameTrip(local, meta.base)) syncView.set({ status: 'saved' });
    else await this.send(owner, meta.version, meta.base, local);
  }

  private async pull(owner: string): Promise<void> {
    const before = this.meta();
    if (before?.owner === owner && before.local) {
      syncView.set({ status: 'local' });
      return;
    }
    const seen = before?.owner === owner && !before.local ? before.version : undefined;
    const answer = await getTrip(this.target.url, seen);
    if (!this.still(owner)) return;
    const meta = this.meta();
    const local = this.current();
    if (answer === 'unchanged') {
      // The version asked with is the server's (304); a record changed meanwhile asks again.
      if (meta?.owner !== owner || meta.local || meta.version !== seen) this.request('pull');
      else await this.sendIfEdited(owner, meta, local);
      return;
    }
    const server = answer;
    this.seen(server);
    if (meta?.owner !== owner || meta.local) {
      // The first time after a sign-in: the browser's places join the account's trip. A record
      // of another account means the trip here was theirs: it is not given to this one.
      const mine = meta && meta.owner !== owner ? emptyTrip() : local;
      const theirs = new Set(savedIds(server.trip));
      const joined = savedIds(mine).some((id) => !theirs.has(id));
      await this.settle(owner, server, mergeTrip(emptyTrip(), mine, server.trip, this.known()), {
        note: joined ? 'joined' : null,
      });
      return;
    }
    if (server.version === meta.version) {
      await this.sendIfEdited(owner, meta, local);
      return;
    }
    const merged = mergeTrip(meta.base, local, server.trip, this.known());
    this.tell(meta.base, server, local, merged.decided);
    await this.settle(owner, server, merged, {
      note: sameTrip(local, meta.base) ? null : this.shared(server) ? 'mergedTogether' : 'merged',
    });
  }

  /** Takes in the server's trip merged with this browser's, and sends the merge if it differs. */
  private async settle(
    owner: string,
    server: ServerTrip,
    merged: { trip: Trip; dropped: number[] },
    { note }: { note: 'joined' | 'merged' | 'mergedTogether' | null },
  ): Promise<void> {
    this.keep({ owner, version: server.version, base: server.trip });
    this.adopt(merged.trip);
    if (note || merged.dropped.length > 0) syncView.set({ note, dropped: merged.dropped.length });
    if (sameTrip(merged.trip, server.trip)) syncView.set({ status: 'saved' });
    else await this.send(owner, server.version, server.trip, merged.trip);
  }

  private async push(owner: string): Promise<void> {
    const meta = this.meta();
    if (meta?.owner !== owner) {
      await this.pull(owner);
      return;
    }
    if (meta.local) {
      syncView.set({ status: 'local' });
      return;
    }
    const local = this.current();
    await this.sendIfEdited(owner, meta, local);
  }

  /** PUT, and on a 412 merge with the server's `current` and PUT again. */
  private async send(owner: string, version: number, base: Trip, trip: Trip): Promise<void> {
    let [sentVersion, sentBase, sent] = [version, base, trip];
    for (let conflicts = 0; ; conflicts += 1) {
      syncView.set({ status: 'saving' });
      const outcome = await putTrip(sent, sentVersion, this.target.url);
      if (!this.still(owner)) return;
      if ('saved' in outcome) {
        const saved = outcome.saved;
        this.seen(saved);
        this.keep({ owner, version: saved.version, base: saved.trip });
        if (sameTrip(this.current(), sent)) {
          this.adopt(saved.trip);
          syncView.set({ status: 'saved' });
        } else {
          // Edited while it was on its way: the newer trip goes next.
          this.request('push');
        }
        return;
      }
      const current = outcome.conflict;
      this.seen(current);
      const local = this.current();
      const merged = mergeTrip(sentBase, local, current.trip, this.known());
      this.keep({ owner, version: current.version, base: current.trip });
      this.adopt(merged.trip);
      syncView.set({
        note: this.shared(current) ? 'mergedTogether' : 'merged',
        dropped: merged.dropped.length,
      });
      this.tell(sentBase, current, local, merged.decided);
      if (sameTrip(merged.trip, current.trip)) {
        syncView.set({ status: 'saved' });
        return;
      }
      if (conflicts + 1 >= CONFLICTS_IN_A_ROW) {
        this.retryLater('push', null);
        syncView.set({ status: 'retrying' });
        return;
      }
      [sentVersion, sentBase, sent] = [current.version, current.trip, merged.trip];
    }
  }

  private retryLater(run: Run, afterSeconds: number | null): void {
    const wait = afterSeconds !== null ? afterSeconds * 1000 : backoff(this.failures);
    this.failures += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.request(run), wait);
  }

  /** Whether the trip here has edits the account has not received. */
  private unsent(owner: string): boolean {
    const meta = this.meta();
    return meta?.owner !== owner || meta.local === true || !sameTrip(this.current(), meta.base);
  }

  /** What a failure means for the trip here (syncFailure.ts): it is always kept. */
  private failed(error: unknown, owner: string, run: Run): void {
    // The session ended (or changed hands) meanwhile: the save is dropped with it.
    if (!this.still(owner)) return;
    const after = afterFailure(error, { unsent: this.unsent(owner), joined: this.target.joined });
    if (after.local) this.keep({ owner, local: true });
    if (after.status) syncView.set({ status: after.status });
    if (after.retry !== undefined)
      this.retryLater(run, after.retry === 'backoff' ? null : after.retry);
  }
}
