/**
 * The site's history: where the visitor is, and how they got there. The browser's (the address
 * bar and its Back and Forward buttons) and one in memory (tests, and the painter, which renders
 * one address at build time and goes nowhere).
 *
 * It replaced React Router's histories and keeps what the site relied on in them: every entry has
 * a key of its own, kept in `history.state` so that a reload, or Back from another document,
 * finds it again (the scroll memory and the open menu are kept by key: src/app/scrollMemory.ts);
 * a document's first entry, which no code of the site pushed, is keyed `'default'`; and the
 * listeners hear every change, a push or a replace as well as Back and Forward.
 */

/** How the current entry was reached: Back or Forward (or the first load), a push, a replace. */
export type Action = 'POP' | 'PUSH' | 'REPLACE';

/** An address within the site, in its three parts (`search` and `hash` empty or with their mark). */
export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** An entry of the history: its address, the state it was entered with, and its key. */
export interface Location extends Path {
  state: unknown;
  key: string;
}

/** Where to go: a whole address (`/blog?tag=food#top`), or its parts (a part left out is empty). */
export type To = string | Partial<Path>;

export interface Update {
  action: Action;
  location: Location;
}

/** What a link or a navigation needs of a history (the painter's goes nowhere). */
export interface Navigator {
  createHref: (to: To) => string;
  push: (to: To, state?: unknown) => void;
  replace: (to: To, state?: unknown) => void;
  go: (delta: number) => void;
}

export interface History extends Navigator {
  readonly action: Action;
  readonly location: Location;
  /** Called on every change of entry, pushes and replaces included; returns its unsubscribe. */
  listen: (listener: (update: Update) => void) => () => void;
}

/** The key of a document's first entry, which no code of the site entered. */
export const FIRST_KEY = 'default';

/** Splits an address into its parts; a part it does not have is left out. */
export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/** A query or fragment with its mark (`?`, `#`) in front; a lone mark is none. */
export function withMark(part: string, mark: '?' | '#'): string {
  if (part === '' || part === mark) return '';
  return part.startsWith(mark) ? part : mark + part;
}

/** An address from its parts. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return pathname + withMark(search, '?') + withMark(hash, '#');
}

/** The `href` of an address (what a link to it shows). */
const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Eight random letters and digits: unique enough among one tab's entries. */
const newKey = () => Math.random().toString(36).slice(2, 10);

/** The entry `to` makes, from the current one's path when `to` has none (`?page=2`). */
function entryAt(current: string, to: To, state: unknown, key: string = newKey()): Location {
  return {
    pathname: current,
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state: state ?? null,
    key,
  };
}

function notifier() {
  const listeners = new Set<(update: Update) => void>();
  return {
    listeners,
    notify: (update: Update) => {
      for (const listener of listeners) listener(update);
    },
  };
}

/**
 * What the site keeps in `history.state`: the entry's state (`usr`), its key, and its place in
 * the tab's history (`idx`). React Router's own shape, kept: entries pushed before the site had
 * its own router (a tab open across the deployment that brought it) read back with their keys.
 */
interface StoredEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/** The browser's history: the address bar, `history.state`, Back and Forward. */
export function createBrowserHistory(): History {
  const browser = window.history;
  const stored = () => (browser.state ?? {}) as StoredEntry;
  let action: Action = 'POP';
  const { listeners, notify } = notifier();

  // The entry's place, for entries pushed after it; a document's first entry has none yet.
  if (typeof stored().idx !== 'number') browser.replaceState({ ...stored(), idx: 0 }, '');

  const read = (): Location => {
    const { usr, key } = stored();
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: usr ?? null, key: key || FIRST_KEY };
  };
  const write = (to: To, state: unknown, replace: boolean) => {
    const entry = entryAt(read().pathname, to, state);
    const idx = (stored().idx ?? 0) + (replace ? 0 : 1);
    const kept: StoredEntry = { usr: entry.state, key: entry.key, idx };
    const url = createPath(entry);
    if (replace) {
      browser.replaceState(kept, '', url);
      return;
    }
    try {
      browser.pushState(kept, '', url);
    } catch (error) {
      // A state the browser cannot store is the code's mistake, and said so.
      if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
      // Safari limits how many entries a page may push in a short time: past it, the
      // address is loaded as a new document rather than not at all.
      window.location.assign(url);
    }
  };
  const onPop = () => {
    action = 'POP';
    notify({ action, location: read() });
  };

  return {
    get action() {
      return action;
    },
    // Read afresh each time: Back and Forward change it before the site hears of it.
    get location() {
      return read();
    },
    createHref: hrefOf,
    push: (to, state) => {
      action = 'PUSH';
      write(to, state, false);
      notify({ action, location: read() });
    },
    replace: (to, state) => {
      action = 'REPLACE';
      write(to, state, true);
      notify({ action, location: read() });
    },
    go: (delta) => {
      browser.go(delta);
    },
    listen: (listener) => {
      if (listeners.size === 0) window.addEventListener('popstate', onPop);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', onPop);
      };
    },
  };
}

/**
 * A history in memory, at the last of `entries` (paths from the site's root): the painter's and
 * the tests'. Going back or forward past its ends stops at them, as a browser's does.
 */
export function createMemoryHistory(entries: readonly string[] = ['/']): History {
  const stack = entries.map((path, at) =>
    entryAt('/', path, null, at === 0 ? FIRST_KEY : newKey()),
  );
  let index = stack.length - 1;
  let action: Action = 'POP';
  const { listeners, notify } = notifier();
  const current = (): Location => {
    const entry = stack[index];
    if (!entry) throw new Error('A memory history needs at least one entry');
    return entry;
  };

  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    createHref: hrefOf,
    push: (to, state) => {
      action = 'PUSH';
      const entry = entryAt(current().pathname, to, state);
      index += 1;
      stack.splice(index, stack.length, entry);
      notify({ action, location: entry });
    },
    replace: (to, state) => {
      action = 'REPLACE';
      const entry = entryAt(current().pathname, to, state);
      stack[index] = entry;
      notify({ action, location: entry });
    },
    go: (delta) => {
      action = 'POP';
      index = Math.min(Math.max(index + delta, 0), stack.length - 1);
      notify({ action, location: current() });
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
