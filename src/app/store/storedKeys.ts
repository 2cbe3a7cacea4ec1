import { KEY_PREFIX } from 'redux-persist';
import { SESSION_KEY } from '../../features/auth';
import { GUIDE_WORD_KEY } from '../../features/guide';
import { ACTIVE_TRIP_KEY, JOIN_KEY, TRIP_KEY, TRIP_SYNC_KEY } from '../../features/trip';
import { RUNTIME_CACHES } from '../../lib/browser/cacheNames';
import { PERSIST_KEY } from '../../lib/browser/storage';
import { DEMO_DB_KEY } from '../../mocks/storageKey';
import { THEME_KEY } from '../../lib/painted/pageNames';
import { m } from '../../paraglide/messages.js';
import { CONSENT_KEY } from '../analytics/consent';
import {
  LANGUAGE_KEY,
  LANGUAGE_NOTE_KEY,
  LANGUAGE_SCROLL_KEY,
  SCROLL_POSITIONS_KEY,
} from '../language/language';

/** One thing the site keeps in the visitor's browser, named by its owner's constant. */
export interface StoredKey {
  /** The `localStorage` key, or what else is kept (caches, cookies). */
  name: string;
  /** How the privacy page names what is not a key (caches, cookies), in the visitor's language. */
  shown?: () => string;
  /** Where it is kept. */
  where: 'localStorage' | 'sessionStorage' | 'Cache Storage' | 'cookie';
  /**
   * What it holds and when it goes, in the visitor's words and language: the privacy page shows
   * it (a function: the words are the document's language, asked when the page renders).
   */
  what: () => string;
}

const CACHE_NAMES = Object.values(RUNTIME_CACHES).join(', ');

/**
 * Everything the site keeps in the browser: the privacy page lists it, and
 * tests/app/stored-keys.test.ts fails when a key written in src/ is missing here. A new key is
 * exported by its owner and added here.
 */
export const STORED_KEYS: readonly StoredKey[] = [
  {
    name: SESSION_KEY,
    where: 'localStorage',
    what: () => m.app_stored_session(),
  },
  {
    name: `${KEY_PREFIX}${PERSIST_KEY}`,
    where: 'localStorage',
    what: () => m.app_stored_profile(),
  },
  {
    name: GUIDE_WORD_KEY,
    where: 'localStorage',
    what: () => m.app_stored_guide_word(),
  },
  {
    name: TRIP_KEY,
    where: 'localStorage',
    what: () => m.app_stored_trip(),
  },
  {
    name: TRIP_SYNC_KEY,
    where: 'localStorage',
    what: () => m.app_stored_trip_sync(),
  },
  {
    name: `${TRIP_KEY}.<id>, ${TRIP_SYNC_KEY}.<id>`,
    where: 'localStorage',
    what: () => m.app_stored_trip_together(),
  },
  {
    name: ACTIVE_TRIP_KEY,
    where: 'localStorage',
    what: () => m.app_stored_trip_active(),
  },
  {
    name: JOIN_KEY,
    where: 'localStorage',
    what: () => m.app_stored_trip_join(),
  },
  {
    name: CONSENT_KEY,
    where: 'localStorage',
    what: () => m.app_stored_consent(),
  },
  {
    name: LANGUAGE_KEY,
    where: 'localStorage',
    what: () => m.app_stored_language(),
  },
  {
    name: LANGUAGE_NOTE_KEY,
    where: 'localStorage',
    what: () => m.app_stored_language_note(),
  },
  {
    name: LANGUAGE_SCROLL_KEY,
    where: 'sessionStorage',
    what: () => m.app_stored_language_scroll(),
  },
  {
    name: SCROLL_POSITIONS_KEY,
    where: 'sessionStorage',
    what: () => m.app_stored_scroll_positions(),
  },
  {
    name: THEME_KEY,
    where: 'localStorage',
    what: () => m.app_stored_theme(),
  },
  {
    name: DEMO_DB_KEY,
    where: 'localStorage',
    what: () => m.app_stored_demo(),
  },
  {
    name: `Offline copies (Cache Storage: the site's files, ${CACHE_NAMES})`,
    shown: () => m.app_stored_offline_name({ caches: CACHE_NAMES }),
    where: 'Cache Storage',
    what: () => m.app_stored_offline(),
  },
  {
    // Google Analytics' own names, set by its script, not by this site's code.
    name: '_ga, _ga_<id> (cookies)',
    shown: () => m.app_stored_ga_name(),
    where: 'cookie',
    what: () => m.app_stored_ga(),
  },
];
