import type { AxiosError } from 'axios';
import { isOffline } from '../browser/online';
import { isRecord } from '../records';
import { m } from '../../paraglide/messages.js';

/**
 * How a failure is described everywhere in the site: the one message rule (kept in the
 * store), plus what a form needs to show it well: djoser's `detail`, cross-field errors and the
 * errors of each field.
 */
export interface ApiError {
  /** What was thrown, by its name: `AxiosError`, `MalformedResponseError`, Contentful's error id. */
  name: string;
  /** The message rule: response `data.message`, else the error's message, else its text. */
  message: string;
  status: number | null;
  kind: 'network' | 'timeout' | 'cancelled' | 'client' | 'server' | 'malformed' | 'unknown';
  /** A machine-readable code when the failure has one (axios's, or an SDK's such as Firebase's). */
  code: string | null;
  /** djoser's `detail`, or its `non_field_errors`, joined: shown at the top of a form. */
  detail: string | null;
  /** `{"email": ["..."]}`: shown beside each field. */
  fieldErrors: Record<string, string[]>;
  /** A 429's wait before the server takes another attempt, in seconds, when it says. */
  retryAfterSeconds?: number;
}

/** Thrown by a feature's parser when a backend answers in a shape the site cannot use. */
export class MalformedResponseError extends Error {
  override name = 'MalformedResponseError';
  constructor(what: string) {
    super(`The answer for ${what} was not in the expected format.`);
  }
}

/**
 * A backend that refused or could not be reached, reached without axios (the content SDK, a
 * `fetch`): its name, its message and the status of its answer (null: no answer).
 */
export class ServiceError extends Error {
  readonly status: number | null;

  constructor(name: string, message: string, status: number | null) {
    super(message);
    this.name = name;
    this.status = status;
  }
}

/** axios's own checks, structurally: the site does not load axios before its first request. */
function isAxiosError(error: unknown): error is AxiosError {
  return isRecord(error) && error.isAxiosError === true;
}

function isCancel(error: unknown): boolean {
  return isRecord(error) && error.__CANCEL__ === true;
}

const NOT_FIELDS = new Set(['detail', 'code', 'messages', 'message', 'non_field_errors']);

function textOf(value: unknown): string {
  if (value instanceof Error) return value.toString();
  if (typeof value === 'string') return value;
  try {
    return String(value);
  } catch {
    return 'Unknown error';
  }
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** The message rule, in one place. */
export function messageOf(error: unknown): string {
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (isRecord(data) && typeof data.message === 'string' && data.message) return data.message;
  }
  if (error instanceof Error && error.message) return error.message;
  if (isRecord(error) && typeof error.message === 'string' && error.message) return error.message;
  return textOf(error);
}

/**
 * The status a failure carries itself: a `ServiceError`, or the raw error the blog keeps
 * (`{name, message, status}`). Undefined when it has none.
 */
function ownStatus(error: unknown): number | null | undefined {
  if (!isRecord(error)) return undefined;
  return typeof error.status === 'number' || error.status === null ? error.status : undefined;
}

function nameOf(error: unknown): string {
  if (error instanceof Error) return error.name;
  return isRecord(error) && typeof error.name === 'string' ? error.name : 'Error';
}

function kindOf(error: unknown, status: number | null): ApiError['kind'] {
  if (nameOf(error) === 'MalformedResponseError') return 'malformed';
  // Redux Toolkit's, when a thunk's condition skipped a request another one already makes.
  if (isCancel(error) || nameOf(error) === 'ConditionError') return 'cancelled';
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return 'timeout';
  } else if (ownStatus(error) === undefined) {
    return 'unknown';
  }
  if (status === null) return 'network';
  return status >= 500 ? 'server' : 'client';
}

/**
 * How long a 429 asks to wait: its `Retry-After` header (seconds, or a date), else DRF's detail
 * ("Expected available in 42 seconds."), which a cross-origin page reads when the server does
 * not expose the header.
 */
function retryAfter(error: AxiosError, detail: string | null): number | undefined {
  const header: unknown = error.response?.headers['retry-after'];
  if (typeof header === 'string' && header.trim() !== '') {
    const seconds = /^\d+$/.test(header.trim())
      ? Number(header)
      : (Date.parse(header) - Date.now()) / 1000;
    if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  }
  const said = detail?.match(/available in (\d+) seconds?/);
  return said ? Number(said[1]) : undefined;
}

/**
 * Whatever was thrown (axios's error, a parser's, a `ServiceError`) or kept (the blog's raw
 * error), described as an `ApiError`; an `ApiError` is returned as it is.
 */
export function toApiError(error: unknown): ApiError {
  // Already described (a thunk's failure rethrown by another thunk): kept as it was.
  if (isApiError(error)) return error;
  const status = isAxiosError(error)
    ? (error.response?.status ?? null)
    : (ownStatus(error) ?? null);
  const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
  const fieldErrors: Record<string, string[]> = {};
  let detail: string | null = null;
  if (isRecord(data)) {
    const top = [...strings(data.detail), ...strings(data.non_field_errors)];
    detail = top.length > 0 ? top.join(' ') : null;
    for (const [field, value] of Object.entries(data)) {
      if (NOT_FIELDS.has(field)) continue;
      const messages = strings(value);
      if (messages.length > 0) fieldErrors[field] = messages;
    }
  }
  const code = isRecord(error) && typeof error.code === 'string' ? error.code : null;
  const described: ApiError = {
    name: nameOf(error),
    message: messageOf(error),
    status,
    kind: kindOf(error, status),
    code,
    detail,
    fieldErrors,
  };
  const wait = status === 429 && isAxiosError(error) ? retryAfter(error, detail) : undefined;
  if (wait !== undefined) described.retryAfterSeconds = wait;
  return described;
}

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

/** Whether a value is a failure already described (a thunk's serialised error, say). */
export function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.message === 'string' &&
    typeof value.kind === 'string' &&
    isRecord(value.fieldErrors)
  );
}
