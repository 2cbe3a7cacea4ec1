import type { AxiosError } from 'axios';
import { isRecord } from './storage';

/**
 * How a failure is described everywhere in the site: the specification's message (kept in the
 * store), plus what a form needs to show it well: djoser's `detail`, cross-field errors and the
 * errors of each field.
 */
export interface ApiError {
  /** The specification's rule: response `data.message`, else the error's message, else its text. */
  message: string;
  status: number | null;
  kind: 'network' | 'timeout' | 'cancelled' | 'client' | 'server' | 'malformed' | 'unknown';
  /** A machine-readable code when the failure has one (axios's, or an SDK's such as Firebase's). */
  code: string | null;
  /** djoser's `detail`, or its `non_field_errors`, joined: shown at the top of a form. */
  detail: string | null;
  /** `{"email": ["..."]}`: shown beside each field. */
  fieldErrors: Record<string, string[]>;
}

/** Thrown by a feature's parser when a backend answers in a shape the site cannot use. */
export class MalformedResponseError extends Error {
  override name = 'MalformedResponseError';
  constructor(what: string) {
    super(`The answer for ${what} was not in the expected format.`);
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

/** The specification's message rule, in one place. */
export function messageOf(error: unknown): string {
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (isRecord(data) && typeof data.message === 'string' && data.message) return data.message;
  }
  if (error instanceof Error && error.message) return error.message;
  if (isRecord(error) && typeof error.message === 'string' && error.message) return error.message;
  return textOf(error);
}

function kindOf(error: unknown, status: number | null): ApiError['kind'] {
  if (error instanceof MalformedResponseError) return 'malformed';
  if (isCancel(error)) return 'cancelled';
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return 'timeout';
    if (status === null) return 'network';
    return status >= 500 ? 'server' : 'client';
  }
  return 'unknown';
}

export function toApiError(error: unknown): ApiError {
  // Already described (a thunk's failure rethrown by another thunk): kept as it was.
  if (isApiError(error)) return error;
  const status = isAxiosError(error) ? (error.response?.status ?? null) : null;
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
  return {
    message: messageOf(error),
    status,
    kind: kindOf(error, status),
    code,
    detail,
    fieldErrors,
  };
}

/** A sentence for people, for a failure that has no more specific wording on its screen. */
export function plainMessage(error: ApiError): string {
  switch (error.kind) {
    case 'network':
      return 'We could not reach the server. Check your connection and try again.';
    case 'timeout':
      return 'The server took too long to answer. Please try again.';
    case 'cancelled':
      return 'The request was cancelled.';
    case 'malformed':
      return 'The server sent an answer we could not read. Please try again later.';
    case 'server':
      return `The server had a problem (error ${error.status ?? 500}). Please try again in a moment.`;
    case 'client':
      if (error.detail) return error.detail;
      if (Object.keys(error.fieldErrors).length > 0) return 'Please correct the marked fields.';
      return `The request was refused (error ${error.status ?? 400}).`;
    default:
      return error.message || 'Something went wrong. Please try again.';
  }
}

/** Whether a rejected value is one of ours (a thunk's `rejectWithValue`). */
export function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    typeof value.message === 'string' &&
    typeof value.kind === 'string' &&
    isRecord(value.fieldErrors)
  );
}
