import { readText } from '../../lib/browser/storage';
import { THEME_KEY } from '../../lib/painted/format';
import { GUIDE_WORD_KEY } from '../guide';
import { TRIP_KEY } from '../trip';
import { m } from '../../paraglide/messages.js';

/**
 * "Download my data": one JSON document with what the server holds for the account (its profile
 * and its trip) and what this browser keeps for the visitor, each part with a sentence that says
 * what it is, in the visitor's language. Never the session's tokens, never the guide's word
 * itself (only whether this browser keeps one).
 */

/**
 * The app's keys for the visitor's choices (`src/app/consent.ts`, `src/app/language.ts`), named
 * here since a feature does not import the app (and a module of their own, shared with the app
 * shell, became a chunk of its own in every first load); the account's tests check that they are
 * the app's.
 */
export const CHOICE_KEYS = { consent: 'analyticsConsent', language: 'language' } as const;

/** What the server answered: the profile, and the trip (null: the server keeps no trips). */
export interface ServerData {
  profile: Record<string, unknown>;
  trip: Record<string, unknown> | null;
}

function storedJson(key: string): unknown {
  const text = readText(key);
  if (text === undefined) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** What this browser keeps for the visitor (the choices, the trip; no secrets). */
export function keptInThisBrowser() {
  return {
    about: m.account_data_browser_about(),
    analyticsConsent: {
      about: m.account_data_consent_about(),
      value: readText(CHOICE_KEYS.consent) ?? null,
    },
    language: {
      about: m.account_data_language_about(),
      value: readText(CHOICE_KEYS.language) ?? null,
    },
    theme: { about: m.account_data_theme_about(), value: readText(THEME_KEY) ?? 'system' },
    guideWord: {
      about: m.account_data_guide_word_about(),
      saved: Boolean(readText(GUIDE_WORD_KEY)),
    },
    trip: { about: m.account_data_browser_trip_about(), value: storedJson(TRIP_KEY) },
  };
}

/** The whole document, as the file holds it. */
export function myDataDocument(server: ServerData, now = new Date()) {
  return {
    about: m.account_data_about(),
    downloaded: now.toISOString(),
    account: { about: m.account_data_profile_about(), profile: server.profile },
    tripOnServer:
      server.trip === null
        ? { about: m.account_data_no_server_trip(), trip: null }
        : { about: m.account_data_server_trip_about(), trip: server.trip },
    inThisBrowser: keptInThisBrowser(),
  };
}

/** `negril-my-data-2026-11-27.json`: the day of the download, in the visitor's time zone. */
export function myDataFileName(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `negril-my-data-${day}.json`;
}
