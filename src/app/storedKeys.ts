import { KEY_PREFIX } from 'redux-persist';
import { SESSION_KEY } from '../features/auth';
import { GUIDE_WORD_KEY, TRIP_KEY } from '../features/negril';
import { RUNTIME_CACHES } from '../lib/browser/cacheNames';
import { PERSIST_KEY } from '../lib/browser/storage';
import { DEMO_DB_KEY } from '../mocks/storageKey';
import { CONSENT_KEY } from './consent';
import { LANGUAGE_KEY, LANGUAGE_NOTE_KEY, LANGUAGE_SCROLL_KEY } from './language';

/** One thing the site keeps in the visitor's browser, named by its owner's constant. */
export interface StoredKey {
  /** The `localStorage` key, or what else is kept (caches, cookies). */
  name: string;
  /** Where it is kept. */
  where: 'localStorage' | 'sessionStorage' | 'Cache Storage' | 'cookie';
  /** What it holds and when it goes, in the visitor's words: the privacy page shows it. */
  what: string;
}

/**
 * Everything the site keeps in the browser: the privacy page lists it, and
 * tests/app/stored-keys.test.ts fails when a key written in src/ is missing here. A new key is
 * exported by its owner and added here.
 */
export const STORED_KEYS: readonly StoredKey[] = [
  {
    name: SESSION_KEY,
    where: 'localStorage',
    what: 'Your session once you sign in: the tokens that keep you signed in (or, after Google sign-in, your Google name and e-mail). Removed when you sign out or the session expires.',
  },
  {
    name: `${KEY_PREFIX}${PERSIST_KEY}`,
    where: 'localStorage',
    what: 'Your profile (name, e-mail, whether you are an admin), so the header shows your account at once on your next visit. Emptied when you sign out.',
  },
  {
    name: GUIDE_WORD_KEY,
    where: 'localStorage',
    what: 'The guide word you entered, so the Negril guide stays unlocked; it is sent to our server with each request for the guide. Removed when it no longer matches, or when our server does not accept it. The word opens the guide on this site but does not make its list secret: unless our server’s owner has turned on the server’s private mode, anyone who asks the server directly can read the list.',
  },
  {
    name: TRIP_KEY,
    where: 'localStorage',
    what: 'The places you saved to “My trip” (their numbers only). Removed when the trip is empty.',
  },
  {
    name: CONSENT_KEY,
    where: 'localStorage',
    what: 'Your answer to the analytics question, “granted” or “denied”. Without it the site asks again.',
  },
  {
    name: LANGUAGE_KEY,
    where: 'localStorage',
    what: 'The language you last picked (“en”, “es”, “fr” or “de”), so the site does not suggest another one. The site never switches language by itself.',
  },
  {
    name: LANGUAGE_NOTE_KEY,
    where: 'localStorage',
    what: 'That you closed the note suggesting this page in your browser’s language, so it does not appear again.',
  },
  {
    name: LANGUAGE_SCROLL_KEY,
    where: 'sessionStorage',
    what: 'For a moment only: where you were on the page when you switched language, so the same page in the other language opens at the same place. Removed once read, and when the tab is closed.',
  },
  {
    name: DEMO_DB_KEY,
    where: 'localStorage',
    what: 'Only in the demo: the simulated backends’ data (accounts you register, guides you add; passwords as salted hashes). The demo also installs a service worker that answers its requests in your browser.',
  },
  {
    name: `Offline copies (Cache Storage: the site's files, ${Object.values(RUNTIME_CACHES).join(', ')})`,
    where: 'Cache Storage',
    what: 'Outside the demo, so that pages you have read, the unlocked guide with its pictures and the map you looked at work without a network: the site’s own files, the pictures shown, the guide’s list and the map tiles viewed. Never your account’s answers or the social feed. The guide’s list is removed when you sign out.',
  },
  {
    // Google Analytics' own names, set by its script, not by this site's code.
    name: '_ga, _ga_<id> (cookies)',
    where: 'cookie',
    what: 'Only after you accept analytics: Google Analytics’ identifier that tells one visit from the next. Removed when you decline.',
  },
];
