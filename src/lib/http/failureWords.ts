/**
 * Failures in words: the one wording of the site for what went wrong, in the document's language.
 * Apart from ./errors.ts (the failure type every request uses, in every page's first load) so that
 * the sentences travel with the screens that show them, not with every page.
 */
import { isOffline } from '../browser/online';
import { m } from '../../paraglide/messages.js';
import { toApiError, type ApiError } from './errors';

/** A screen's own sentences for failures it can explain better (see `plainMessage`). */
export type Words = Partial<
  Record<string | number, string | ((error: ApiError) => string)> &
    Record<ApiError['kind'], string | ((error: ApiError) => string)>
>;

/** What every failure says while the browser has no network. */
export function offlineMessage(): string {
  return m.error_offline();
}

/** What is asked for too often: any request, or a sign-in ("Too many sign-in attempts"). */
export type Attempts = 'attempts' | 'sign-in attempts';

/**
 * A 429 in words, with the wait the server asked for: "Too many attempts. Try again in 42
 * seconds." A sign-in form names its `attempts` ("sign-in attempts").
 */
export function tooManyAttempts(error: ApiError, attempts: Attempts = 'attempts'): string {
  const signIn = attempts === 'sign-in attempts';
  const seconds = error.retryAfterSeconds;
  if (seconds === undefined) {
    return signIn ? m.error_too_many_sign_in_soon() : m.error_too_many_soon();
  }
  if (seconds >= 120) {
    const count = Math.ceil(seconds / 60);
    return signIn
      ? m.error_too_many_sign_in_minutes({ count })
      : m.error_too_many_minutes({ count });
  }
  // No wait at all is told as a second's.
  const count = Math.max(1, seconds);
  return signIn ? m.error_too_many_sign_in_seconds({ count }) : m.error_too_many_seconds({ count });
}

/** Who a sentence says failed. */
export type Service = 'the server' | 'the content service' | 'Instagram';

/** How the messages name each service: each language words the sentence around it its own way. */
const SERVICE_KEYS = {
  'the server': 'server',
  'the content service': 'content',
  Instagram: 'instagram',
} as const satisfies Record<Service, string>;

/**
 * What to tell people about a failure of `service`: the one wording of the site. Takes an
 * `ApiError`, or anything `toApiError` takes (the blog's raw error); null when the slice keeps no
 * more than its flags and message (the feed and the press).
 * `words` are what a screen says where it can explain a failure better, by the failure's code (a
 * provider's `auth/popup-blocked`), its status (a 403 on an admin's form) or its kind, looked up
 * in that order.
 * A server's own `detail` is told as the server wrote it (`serverSentence` in
 * `./serverSentences` puts the ones the site knows in the document's language).
 */
export function plainMessage(
  failure: unknown,
  service: Service = 'the server',
  words: Words = {},
): string {
  const who = { service: SERVICE_KEYS[service] };
  if (failure === null || failure === undefined) {
    // A slice that keeps no more than its flags: without a network, that is the likely cause.
    if (isOffline()) return offlineMessage();
    return m.error_no_answer(who);
  }
  const error = toApiError(failure);
  if (error.kind === 'network' && isOffline()) return offlineMessage();
  // A 429 is told as one (with its wait) unless a screen has words for that very status.
  const keys = [error.code, error.status, error.status === 429 ? null : error.kind];
  const own = keys.flatMap((key) => {
    const said = key === null ? undefined : words[key];
    return said === undefined ? [] : [said];
  })[0];
  if (own !== undefined) return typeof own === 'string' ? own : own(error);
  switch (error.kind) {
    case 'network':
      return m.error_network(who);
    case 'timeout':
      return m.error_timeout(who);
    case 'cancelled':
      return m.error_cancelled();
    case 'malformed':
      return m.error_malformed(who);
    case 'server':
      return m.error_server({ ...who, status: error.status ?? 500 });
    case 'client':
      if (error.status === 429) return tooManyAttempts(error);
      if (error.detail) return error.detail;
      if (Object.keys(error.fieldErrors).length > 0) return m.error_fields();
      return m.error_refused({ ...who, status: error.status ?? 400 });
    default:
      return error.message || m.error_unknown();
  }
}
