import { isRecord } from '../../lib/storage';
import type { RawError } from './types';

/** The failure as it was thrown (the specification stores the blog's raw error), serialised. */
export function toRawError(error: unknown): RawError {
  if (error instanceof Error) {
    const status = (error as Error & { status?: unknown }).status;
    return {
      name: error.name,
      message: error.message,
      status: typeof status === 'number' ? status : null,
    };
  }
  if (isRecord(error)) {
    return {
      name: typeof error.name === 'string' ? error.name : 'Error',
      message: typeof error.message === 'string' ? error.message : '',
      status: typeof error.status === 'number' ? error.status : null,
    };
  }
  return { name: 'Error', message: String(error), status: null };
}

export function isRawError(value: unknown): value is RawError {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.message === 'string' &&
    (value.status === null || typeof value.status === 'number')
  );
}

/** A sentence for people about a failure to load the blog. */
export function describeRawError(error: RawError | null): string {
  if (!error) return 'Something went wrong. Please try again.';
  if (error.name === 'MalformedResponseError') {
    return 'The content service sent an answer we could not read. Please try again later.';
  }
  if (error.status === null) {
    return 'We could not reach the content service. Check your connection and try again.';
  }
  if (error.status >= 500) {
    return `The content service had a problem (error ${error.status}). Please try again in a moment.`;
  }
  return `The content service refused the request (error ${error.status}).`;
}
