import { isRecord, readJson, removeItem, writeJson } from '../lib/storage';
import { seedGuides } from './seed/guides';
import { seedPress } from './seed/press';
import type {
  DbState,
  GuideRecord,
  MediaRecord,
  PressRecord,
  SentEmail,
  UserRecord,
} from './seed/types';
import { seedUsers } from './seed/users';

export type {
  DbState,
  GuideRecord,
  MediaRecord,
  PressRecord,
  SentEmail,
  UserRecord,
} from './seed/types';

/**
 * The mock product server's database. Tests keep it in memory and reset it before each test; the
 * demo keeps it in `localStorage` under `demo-db`, so the accounts and guides a visitor creates
 * survive a reload. A stored value that is corrupted or from another version is dropped and the
 * seed used instead.
 */

export const DEMO_DB_KEY = 'demo-db';

export function seedDb(): DbState {
  return {
    version: 1,
    users: seedUsers(),
    guides: seedGuides(),
    press: seedPress(),
    media: {},
    outbox: [],
  };
}

let state: DbState | null = null;
let persistent = false;
const listeners = new Set<(emails: SentEmail[]) => void>();

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function isUser(value: unknown): value is UserRecord {
  return (
    isRecord(value) &&
    isId(value.id) &&
    isText(value.email) &&
    isText(value.username) &&
    isText(value.first_name) &&
    isText(value.last_name) &&
    isText(value.password) &&
    typeof value.is_active === 'boolean' &&
    typeof value.is_staff === 'boolean' &&
    isTextOrNull(value.last_login) &&
    isText(value.date_joined)
  );
}

function isGuide(value: unknown): value is GuideRecord {
  return (
    isRecord(value) &&
    isId(value.id) &&
    ['name', 'category', 'sub_category', 'description', 'website', 'location'].every((key) =>
      isText(value[key]),
    ) &&
    isTextOrNull(value.image)
  );
}

function isPress(value: unknown): value is PressRecord {
  return (
    isRecord(value) &&
    isId(value.id) &&
    ['title', 'publication', 'url', 'date'].every((key) => isText(value[key])) &&
    isTextOrNull(value.image)
  );
}

function isMedia(value: unknown): value is MediaRecord {
  return (
    isRecord(value) &&
    isText(value.contentType) &&
    typeof value.size === 'number' &&
    isText(value.dataUrl) &&
    value.dataUrl.startsWith('data:')
  );
}

function isEmail(value: unknown): value is SentEmail {
  return (
    isRecord(value) &&
    (value.kind === 'activation' || value.kind === 'password_reset') &&
    ['to', 'subject', 'body', 'link', 'sentAt'].every((key) => isText(value[key]))
  );
}

function parseStoredDb(value: unknown): DbState | undefined {
  if (!isRecord(value) || value.version !== 1) return undefined;
  const { users, guides, press, media, outbox } = value;
  if (
    !Array.isArray(users) ||
    !users.every(isUser) ||
    !Array.isArray(guides) ||
    !guides.every(isGuide) ||
    !Array.isArray(press) ||
    !press.every(isPress) ||
    !isRecord(media) ||
    !Object.values(media).every(isMedia) ||
    !Array.isArray(outbox) ||
    !outbox.every(isEmail)
  ) {
    return undefined;
  }
  return { version: 1, users, guides, press, media: media as Record<string, MediaRecord>, outbox };
}

function loadFromStorage(): DbState {
  return readJson(DEMO_DB_KEY, parseStoredDb) ?? seedDb();
}

function write(): void {
  if (!persistent || !state) return;
  // Uploaded pictures are the bulk of the database: when storage is full, keep the rest.
  if (!writeJson(DEMO_DB_KEY, state)) writeJson(DEMO_DB_KEY, { ...state, media: {} });
}

function onStorage(event: StorageEvent): void {
  // Another tab of the demo changed the database: follow it rather than overwrite it later.
  if (event.key === DEMO_DB_KEY) {
    state = loadFromStorage();
    notify();
  }
}

function notify(): void {
  const emails = outbox();
  for (const listener of listeners) listener(emails);
}

/** The live database; handlers change it, then call `saveDb()`. */
export function getDb(): DbState {
  state ??= persistent ? loadFromStorage() : seedDb();
  return state;
}

/** Records a change: writes it to storage when persistent and tells the outbox's listeners. */
export function saveDb(): void {
  write();
  notify();
}

/**
 * Turns `localStorage` persistence on (the demo) or off (tests). Turning it on loads what the
 * visitor's earlier visits stored, or the seed.
 */
export function setDbPersistence(enabled: boolean): void {
  if (enabled === persistent) return;
  persistent = enabled;
  const target = typeof window === 'undefined' ? undefined : window;
  if (enabled) {
    state = loadFromStorage();
    write();
    target?.addEventListener('storage', onStorage);
  } else {
    target?.removeEventListener('storage', onStorage);
  }
}

export function isDbPersistent(): boolean {
  return persistent;
}

/**
 * Back to the seed. Without `persist` the database lives in memory only (tests call this before
 * each test); with `persist: true` the seed also replaces what the demo had stored.
 */
export function resetDb(options: { persist?: boolean } = {}): void {
  const persist = options.persist ?? false;
  if (!persist) setDbPersistence(false);
  state = seedDb();
  if (persist) {
    removeItem(DEMO_DB_KEY);
    setDbPersistence(true);
    state = seedDb();
    write();
  }
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

export function nextId(records: { id: number }[]): number {
  return records.reduce((highest, record) => Math.max(highest, record.id), 0) + 1;
}
