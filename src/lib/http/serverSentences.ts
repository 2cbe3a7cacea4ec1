import { m } from '../../paraglide/messages.js';
import { getLocale } from '../i18n/runtime';
import { toApiError } from './errors';
import { plainMessage, type Service, type Words } from './failureWords';

/**
 * The product's server answers in English (djoser, Django's validators, DRF, simplejwt), and a
 * form shows some of its sentences as they come: a field's error, a `detail`. The ones the site
 * knows are told in the document's language; any other is shown as the server wrote it, and
 * marked as English on another language's page (`lang`). English pages show the server's own
 * words, unchanged.
 *
 * Kept apart from `./errors` (in every page's first load) so that only the screens that show
 * the server's sentences (the account forms, lazily loaded) carry them.
 */
export interface Sentence {
  text: string;
  /** Set when the text is in another language than the page's. */
  lang?: 'en';
}

type Say = (found: RegExpExecArray) => string;

/** Each sentence the site knows, matched in full (the server's variants of one meaning together). */
const KNOWN: readonly (readonly [RegExp, Say])[] = [
  [/^This field may not be blank\.$/, () => m.error_server_blank()],
  [/^This field (is required|may not be null)\.$/, () => m.error_server_required()],
  [/^Enter a valid email address\.$/, () => m.error_server_email_invalid()],
  [
    /^(user with this email( address)? already exists|A user with that (username|email( address)?) already exists)\.$/i,
    () => m.error_server_email_taken(),
  ],
  [
    /^This password is too short\. It must contain at least (\d+) characters?\.$/,
    (found) => m.error_server_password_short({ count: Number(found[1]) }),
  ],
  [/^This password is too common\.$/, () => m.error_server_password_common()],
  [/^This password is entirely numeric\.$/, () => m.error_server_password_numeric()],
  [
    /^The password is too similar to the (.+)\.$/,
    (found) => m.error_server_password_similar({ field: found[1] ?? '' }),
  ],
  [/^The two password fields didn[’']t match\.$/, () => m.error_server_password_mismatch()],
  [/^Invalid user id or user doesn[’']t exist\.$/, () => m.error_server_invalid_uid()],
  [/^Invalid token for given user\.$/, () => m.error_server_invalid_token()],
  [/^Stale token for given user\.$/, () => m.error_server_stale_token()],
  [
    /^(No active account found with the given credentials|Unable to log in with provided credentials\.?)$/,
    () => m.error_server_no_account(),
  ],
  [/^The Google sign-in could not be verified\.$/, () => m.error_server_google_not_verified()],
  [
    /^This account signs in with its password, not with Google\.$/,
    () => m.error_server_google_staff(),
  ],
  [
    /^Google sign-in is not configured on this server\.$/,
    () => m.error_server_google_not_configured(),
  ],
  [
    /^Google sign-in is unavailable right now\. Try again later\.$/,
    () => m.error_server_google_unavailable(),
  ],
  [/^Authentication credentials were not provided\.$/, () => m.error_server_not_signed_in()],
  [
    /^(Given token not valid for any token type|Token is invalid or expired|Token is blacklisted)$/,
    () => m.error_server_token_invalid(),
  ],
  [/^You do not have permission to perform this action\.$/, () => m.error_server_forbidden()],
  [/^Not found\.$/, () => m.error_server_not_found()],
  [
    /^Method "([^"]+)" not allowed\.$/,
    (found) => m.error_server_method({ method: found[1] ?? '' }),
  ],
  [/^(Malformed request\.|JSON parse error\b.*)$/, () => m.error_server_bad_request()],
  [/^A server error occurred\.$/, () => m.error_server_failed()],
  [
    /^Ensure this field has no more than (\d+) characters?\.$/,
    (found) => m.error_server_too_long({ count: Number(found[1]) }),
  ],
  [
    /^Request was throttled\.( Expected available in (\d+) seconds?\.)?$/,
    (found) =>
      found[2] === undefined
        ? m.error_too_many_soon()
        : m.error_too_many_seconds({ count: Math.max(1, Number(found[2])) }),
  ],
];

/** One sentence of the server's, in the document's language when the site knows it. */
export function serverSentence(text: string): Sentence {
  if (getLocale() === 'en') return { text };
  const trimmed = text.trim();
  for (const [pattern, say] of KNOWN) {
    const found = pattern.exec(trimmed);
    if (found) return { text: say(found) };
  }
  return { text, lang: 'en' };
}

/** The server's sentences for one field, for a form to show beside it. */
export function serverSentences(texts: readonly string[] | undefined): string[] | undefined {
  return texts?.map((text) => serverSentence(text).text);
}

/**
 * `plainMessage`, with what the server wrote itself (its `detail`, or a failure's own message
 * the site has no words for) told through `serverSentence`.
 */
export function failureSentence(
  failure: unknown,
  service: Service = 'the server',
  words: Words = {},
): Sentence {
  const text = plainMessage(failure, service, words);
  if (failure === null || failure === undefined) return { text };
  const { detail, message } = toApiError(failure);
  return text === detail || text === message ? serverSentence(text) : { text };
}
