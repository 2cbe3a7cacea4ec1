import { seedGuides } from './seed/guides';
import { seedPress } from './seed/press';
import { seedTrips } from './seed/trips';
import type { DbState, SentEmail } from './seed/types';
import { seedUsers } from './seed/users';
import { DEMO_DB_KEY } from './storageKey';
import { upgrade } from './upgrade';

export type {
  DbState,
  GuideRecord,
  MediaRecord,
  PressRecord,
  SentEmail,
  TripInviteRecord,
  TripRecord,
  UserRecord,
} from './seed/types';

/**
 * The mock product server's database. Tests keep it in memory and reset it before each test; the
 * demo keeps it in `localStorage` under `demo-db`, so the accounts and guides a visitor creates
 * survive a reload. A stored value that is not this version's shape is dropped for the seed
 * (version 3: the guides' coordinates, hours, price level, phone and booking link). Later
 * additions are read tolerantly: a version 3 database kept from before trips together is
 * upgraded when it loads (upgrade.ts).
 */

export { DEMO_DB_KEY };

/** Now, as the server stamps a trip's `updated`: ISO 8601 in UTC, to the second. */
const stamp = () => new Date(Date.now()).toISOString().replace(/\.\d+Z$/, 'Z');

export function seedDb(): DbState {
  return {
    version: 3,
    users: seedUsers(),
    guides: seedGuides(),
    press: seedPress(),
    media: {},
    outbox: [],
    ...seedTrips(stamp()),
  };
}

let state: DbState | null = null;
let persistent = false;
const listeners = new Set<(emails: SentEmail[]) => void>();

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isList = (value: unknown) => Array.isArray(value) && value.every(isObject);

/** The stored database, or the seed when there is none or it is not this version's. */
function load(): DbState {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DEMO_DB_KEY) ?? 'null');
    if (
      isObject(value) &&
      value.version === 3 &&
      isList(value.users) &&
      isList(value.guides) &&
      isList(value.press) &&
      isList(value.outbox) &&
      isObject(value.media)
    ) {
      return upgrade(value as unknown as DbState, stamp());
    }
  } catch {
    // Not JSON, or no storage: the seed it is.
  }
  return seedDb();
}

function store(db: DbState): boolean {
  try {
    localStorage.setItem(DEMO_DB_KEY, JSON.stringify(db));
    return true;
  } catch {
    return false;
  }
}

function notify(): void {
  const emails = outbox();
  for (const listener of listeners) listener(emails);
}

/** The live database; handlers change it, then call `saveDb()`. */
export function getDb(): DbState {
  state ??= persistent ? load() : seedDb();
  return state;
}

/** Records a change: writes it to storage in the demo and tells the outbox's listeners. */
export function saveDb(): void {
  // Uploaded pictures are the bulk of the database: when storage is full, keep the rest.
  if (persistent && state && !store(state)) store({ ...state, media: {} });
  notify();
}

/** The demo: the database lives in `localStorage`, and follows the demo's other tabs. */
export function persistDb(): void {
  if (persistent) return;
  persistent = true;
  state = load();
  saveDb();
  // The same function each time: the browser adds it once.
  window.addEventListener('storage', followOtherTabs);
}

function followOtherTabs(event: StorageEvent): void {
  if (!persistent || event.key !== DEMO_DB_KEY) return;
  state = load();
  notify();
}

/** Tests: back to the seed, in memory. */
export function resetDb(): void {
  persistent = false;
  state = seedDb();
  notify();
}

/** The e-mails the server has "sent", oldest first. */
export function outbox(): SentEmail[] {
  return getDb().outbox.map((email) => ({ ...email }));
}

/** Calls `listener` with the whole outbox after every change to the database. */
export function subscribeToOutbox(listener: (emails: SentEmail[]) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export { nextId, nextUserId } from './ids';
