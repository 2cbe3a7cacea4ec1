import { useSyncExternalStore } from 'react';
import { readText, removeItem, writeText } from '../../lib/browser/storage';

/** The visitor's answer to "may we count your visit with Google Analytics?". */
export type ConsentChoice = 'granted' | 'denied';

/**
 * The choice's one storage key; this module is its one reader and writer. Any other value
 * (corrupted, or written by an older version) counts as no choice: it is removed and the
 * banner asks again.
 */
export const CONSENT_KEY = 'analyticsConsent';

const listeners = new Set<() => void>();
/** A choice storage refused to keep (a private window): it holds for the rest of this page. */
let unstored: ConsentChoice | null = null;

/** The stored choice, or null when the visitor has not chosen. */
export function readConsent(): ConsentChoice | null {
  const stored = readText(CONSENT_KEY);
  if (stored === 'granted' || stored === 'denied') return stored;
  if (stored !== undefined) removeItem(CONSENT_KEY);
  return unstored;
}

export function setConsent(choice: ConsentChoice): void {
  unstored = writeText(CONSENT_KEY, choice) ? null : choice;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab of the site holds here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The visitor's choice; `undefined` while a painted page is hydrated (the page was painted for
 * nobody in particular), so what depends on this browser's storage appears after hydration.
 */
export function useConsent(): ConsentChoice | null | undefined {
  return useSyncExternalStore(subscribe, readConsent, () => undefined);
}
