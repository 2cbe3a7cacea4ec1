/**
 * Safe access to `localStorage`. Storage can be missing (privacy modes), full, or hold values
 * written by an older version of the site, another script or a curious visitor: a value that
 * does not parse or does not have the expected shape is removed and reported as absent, never
 * thrown at the user.
 */

/** Checks an unknown value and returns it typed, or `undefined` when it is not acceptable. */
export type Guard<T> = (value: unknown) => T | undefined;

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readText(key: string): string | undefined {
  try {
    return store()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeText(key: string, value: string): boolean {
  try {
    const target = store();
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The keys this browser keeps that start with `prefix`; none where storage cannot be read. */
export function keysStartingWith(prefix: string): string[] {
  try {
    const target = store();
    return target ? Object.keys(target).filter((key) => key.startsWith(prefix)) : [];
  } catch {
    return [];
  }
}

export function removeItem(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to do: storage that cannot be written cannot hold the value either.
  }
}

/** Reads a JSON value; one that does not parse or fails the guard is discarded. */
export function readJson<T>(key: string, guard: Guard<T>): T | undefined {
  const raw = readText(key);
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    removeItem(key);
    return undefined;
  }
  const value = guard(parsed);
  if (value === undefined) removeItem(key);
  return value;
}

export function writeJson(key: string, value: unknown): boolean {
  return writeText(key, JSON.stringify(value));
}

/**
 * The store's key for redux-persist (saved as `persist:root`), set by src/app/store/persistence.ts. Here,
 * beside the engine, so the privacy page can name it without taking the store's modules with it.
 */
export const PERSIST_KEY = 'root';
/** Its version (a migration per change of shape, src/app/store/persistProfile.ts) and restore time-out. */
export const PERSIST_VERSION = 1;
export const PERSIST_TIMEOUT_MS = 5000;

/**
 * The same operations in the shape redux-persist expects of its storage engine. Passing our own
 * engine avoids `redux-persist/lib/storage`, whose default export breaks under Vite 8.
 */
export const persistStorage = {
  getItem: (key: string): Promise<string | null> => Promise.resolve(readText(key) ?? null),
  setItem: (key: string, value: string): Promise<void> => {
    writeText(key, value);
    return Promise.resolve();
  },
  removeItem: (key: string): Promise<void> => {
    removeItem(key);
    return Promise.resolve();
  },
};
