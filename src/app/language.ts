import { useSyncExternalStore } from 'react';
import { readText, removeItem, writeText } from '../lib/browser/storage';
import { isLocale, type Locale } from '../lib/i18n/locales';

/**
 * The visitor's language, as this browser remembers it: this module is the one reader and writer
 * of its keys. The site never redirects on its own; the language switcher is a link to the other
 * document, and what is remembered only decides whether the note "this page is also in …"
 * appears. Any other value (corrupted, or written by an older version) counts as nothing
 * remembered and is removed.
 */

/** The language the visitor last picked in the switcher or the note (`es`, `fr`…). */
export const LANGUAGE_KEY = 'language';
/** Set once the visitor has closed the note; it is not shown again. */
export const LANGUAGE_NOTE_KEY = 'languageNoteDismissed';
/**
 * sessionStorage: the page and scroll position the visitor left through the switcher, read back
 * once by the same page in the other language.
 */
export const LANGUAGE_SCROLL_KEY = 'languageSwitchScroll';

const DISMISSED = 'dismissed';

const listeners = new Set<() => void>();
/** What storage refused to keep (a private window) holds for the rest of this page. */
let unstored: { chosen?: Locale; dismissed?: boolean } = {};

function changed(): void {
  for (const listener of listeners) listener();
}

/** The language the visitor chose before, or null. */
export function readChosenLanguage(): Locale | null {
  const stored = readText(LANGUAGE_KEY);
  if (isLocale(stored)) return stored;
  if (stored !== undefined) removeItem(LANGUAGE_KEY);
  return unstored.chosen ?? null;
}

export function rememberLanguage(locale: Locale): void {
  if (!writeText(LANGUAGE_KEY, locale)) unstored = { ...unstored, chosen: locale };
  changed();
}

export function isNoteDismissed(): boolean {
  const stored = readText(LANGUAGE_NOTE_KEY);
  if (stored === DISMISSED) return true;
  if (stored !== undefined) removeItem(LANGUAGE_NOTE_KEY);
  return unstored.dismissed ?? false;
}

export function dismissNote(): void {
  if (!writeText(LANGUAGE_NOTE_KEY, DISMISSED)) unstored = { ...unstored, dismissed: true };
  changed();
}

/** The first of the browser's languages the site has, by primary subtag (`de-AT` is `de`). */
export function browserLanguage(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return null;
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * The language to suggest on a page in `page`, or null: the one the visitor chose before, else
 * the browser's first the site has; never when it is the page's own, when the visitor chose the
 * page's language, or once the note was closed.
 */
export function suggestedLanguage(page: Locale): Locale | null {
  if (isNoteDismissed()) return null;
  const chosen = readChosenLanguage();
  if (chosen === page) return null;
  const wanted = chosen ?? browserLanguage(navigatorLanguages());
  return wanted !== null && wanted !== page ? wanted : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made, or the note closed, in another tab of the site holds here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANGUAGE_KEY || event.key === LANGUAGE_NOTE_KEY || event.key === null) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The language to suggest on this page; null while a painted page is hydrated (it was painted for
 * nobody in particular: the note depends on this browser), so the note appears after hydration.
 */
export function useSuggestedLanguage(page: Locale): Locale | null {
  return useSyncExternalStore(
    subscribe,
    () => suggestedLanguage(page),
    () => null,
  );
}

function session(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps where the visitor is on `path` (the page without its language's prefix, with its query)
 * before the switcher leaves for the same page in another language.
 */
export function keepScroll(path: string): void {
  try {
    session()?.setItem(LANGUAGE_SCROLL_KEY, JSON.stringify({ path, scrollY: window.scrollY }));
  } catch {
    // Without session storage the other language's page opens at its top, as any link does.
  }
}

/**
 * The scroll position kept for `path`, or null. One kept for another page (a switch that never
 * arrived) is dropped.
 */
export function keptScroll(path: string): number | null {
  let kept: unknown;
  try {
    const raw = session()?.getItem(LANGUAGE_SCROLL_KEY);
    if (raw === null || raw === undefined) return null;
    kept = JSON.parse(raw);
  } catch {
    kept = null;
  }
  const valid =
    typeof kept === 'object' &&
    kept !== null &&
    'path' in kept &&
    'scrollY' in kept &&
    kept.path === path &&
    typeof kept.scrollY === 'number' &&
    Number.isFinite(kept.scrollY) &&
    kept.scrollY > 0;
  if (!valid) {
    dropKeptScroll();
    return null;
  }
  return (kept as { scrollY: number }).scrollY;
}

export function dropKeptScroll(): void {
  try {
    session()?.removeItem(LANGUAGE_SCROLL_KEY);
  } catch {
    // Nothing kept can be read back either.
  }
}

/**
 * Scrolls to `y` once the page is tall enough (its content may still be arriving), for up to a few
 * seconds; the visitor scrolling, tapping or typing first wins. Returns the cancel.
 */
export function restoreScroll(y: number, onDone: () => void): () => void {
  const deadline = performance.now() + 4000;
  let frame = 0;
  const stopEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const finish = () => {
    cancelAnimationFrame(frame);
    for (const type of stopEvents) window.removeEventListener(type, finish);
    onDone();
  };
  const attempt = () => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room >= y || performance.now() > deadline) {
      window.scrollTo(0, Math.min(y, Math.max(room, 0)));
      finish();
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  for (const type of stopEvents) window.addEventListener(type, finish, { passive: true });
  frame = requestAnimationFrame(attempt);
  return () => {
    cancelAnimationFrame(frame);
    for (const type of stopEvents) window.removeEventListener(type, finish);
  };
}
