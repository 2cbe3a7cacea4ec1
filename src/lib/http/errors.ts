import type { AxiosError } from 'axios';
import { isRecord } from '../records';

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
