import { PERSIST_KEY, PERSIST_TIMEOUT_MS, PERSIST_VERSION } from '../../lib/browser/storage';
import type { ChangeListeners } from '../../lib/redux/changeListeners';
import { keepSessionStored, type AuthState } from '../../features/auth';
import { keepGuideWordStored, type GuideState } from '../../features/guide';
import { keepTripStored, type TripState } from '../../features/trip';

/**
 * What of the store this browser keeps, and where, in one place:
 *
 * - `user`: the session (its tokens, or Google's user), written by `keepSessionStored`
 *   (src/features/auth/session.ts);
 * - `negrilPassword`: the guide word, written by `keepGuideWordStored` (src/features/guide);
 * - `negrilTripDays`: the trip in days ("My trip"), written by `keepTripStored` and read by the guide
 *   when it opens (src/features/guide);
 * - `negrilTripSync`: the trip's sync with the signed-in account, written by the guide's sync
 *   (src/features/trip/sync/tripSync.ts); it and the account's trip are removed when the session ends
 *   (a listener in src/app/store/store.ts);
 * - `persist:root`: the signed-in user's profile and admin flag, written by redux-persist as
 *   configured in src/app/store/persistProfile.ts (a chunk of its own: the store starts without it,
 *   src/app/store/store.ts);
 * - `language` and `languageNoteDismissed`: the language the visitor picked, and the note "this
 *   page is also in …" closed, declared in src/app/language/language.ts (which writes the choice) and
 *   read by the note (src/app/language/LanguageNote.tsx, which writes its dismissal); outside the store,
 *   since a document's language never changes while it is open. Beside them, in
 *   sessionStorage, `languageSwitchScroll`: the scroll position the switcher carries to the
 *   other language's page (src/app/language/languageScroll.ts reads it back).
 *
 * Each feature owns its key's format and reads it for its initial state; the listeners write it
 * whatever action changed the state. The profile goes through redux-persist (key `root`, version
 * 1, restore time-out 5000 ms) so the header shows the account at once on a return visit.
 * Loading flags and messages are never kept; content is not kept either: the CMS is its source
 * and the social graph's media URLs expire. Every key the site keeps, for the privacy page:
 * src/app/store/storedKeys.ts.
 */
export { PERSIST_KEY, PERSIST_TIMEOUT_MS, PERSIST_VERSION };
export { LANGUAGE_KEY, LANGUAGE_NOTE_KEY, LANGUAGE_SCROLL_KEY } from '../language/language';

/** The state the listeners keep: the session and the guide's word and trip. */
type KeptState = { auth: AuthState; negril: GuideState; trip: TripState };

/** Registers the writers of `user`, `negrilPassword` and `negrilTripDays` on the store's listeners. */
export function keepStored<S extends KeptState>(listeners: ChangeListeners<S>): void {
  listeners.startListening(keepSessionStored);
  listeners.startListening(keepGuideWordStored);
  listeners.startListening(keepTripStored);
}
