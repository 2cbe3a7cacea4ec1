import { keysStartingWith, readText } from '../../lib/browser/storage';
import { isRecord } from '../../lib/records';
import { THEME_KEY } from '../../lib/painted/pageNames';
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
 * The app's keys for the visitor's choices (`src/app/analytics/consent.ts`, `src/app/language/language.ts`), named
 * here since a feature does not import the app (and a module of their own, shared with the app
 * shell, became a chunk of its own in every first load); the account's tests check that they are
 * the app's.
 */
export const CHOICE_KEYS = { consent: 'analyticsConsent', language: 'language' } as const;

/** What the server answered: the profile, and the trip (null: the server keeps no trips). */
export interface ServerData {
  profile: Record<string, unknown>;
  trip: Record<string, unknown> | null;
  /** Every trip the account belongs to (null: the server plans none together). */
  together?: Record<string, unknown>[] | null;
  /** The guide's places by id, to name each place of a trip. */
  places?: ReadonlyMap<number, string>;
}

/** A trip as the server keeps it, each place with its name beside its number (null: unknown). */
export function withPlaceNames(
  trip: Record<string, unknown>,
  places: ReadonlyMap<number, string>,
): Record<string, unknown> {
  if (!Array.isArray(trip.days)) return trip;
  return {
    ...trip,
    days: trip.days.map((day: unknown) => {
      if (!isRecord(day) || !Array.isArray(day.stops)) return day;
      return {
        ...day,
        stops: day.stops.map((stop: unknown) =>
          isRecord(stop) && typeof stop.id === 'number'
            ? { id: stop.id, place: places.get(stop.id) ?? null, ...stop }
            : stop,
        ),
      };
    }),
  };
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
    tripsJoined: {
      about: m.app_stored_trip_together(),
      // The trips joined: `negrilTripDays.<id>`.
      value: Object.fromEntries(
        keysStartingWith(`${TRIP_KEY}.`).map((key) => [key, storedJson(key)]),
      ),
    },
  };
}

/** The whole document, as the file holds it. */
export function myDataDocument(server: ServerData, now = new Date()) {
  const places = server.places ?? new Map<number, string>();
  return {
    about: m.account_data_about(),
    downloaded: now.toISOString(),
    account: { about: m.account_data_profile_about(), profile: server.profile },
    tripOnServer:
      server.trip === null
        ? { about: m.account_data_no_server_trip(), trip: null }
        : { about: m.account_data_server_trip_about(), trip: withPlaceNames(server.trip, places) },
    tripsTogether:
      server.together === null || server.together === undefined
        ? { about: m.account_data_no_trips_together(), trips: null }
        : {
            about: m.account_data_trips_together_about(),
            trips: server.together.map((trip) => withPlaceNames(trip, places)),
          },
    inThisBrowser: keptInThisBrowser(),
  };
}

/** `negril-my-data-2026-11-27.json`: the day of the download, in the visitor's time zone. */
export function myDataFileName(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `negril-my-data-${day}.json`;
}
