import { toApiError } from '../../../lib/http/errors';
import type { SyncStatus } from './tripSyncView';

/** The wait before retrying after a failure: doubled each time, up to a minute. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/** The wait before the next try, after `failures` failures in a row. */
export const backoff = (failures: number): number =>
  Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures);

/**
 * What a failure of the sync's request means (the trip here is always kept): what My trip says
 * (null: nothing, a request cancelled), whether the trip stays in this browser for the session
 * (`local`: the server keeps no trips), and when to try again (`retry`: after that many seconds,
 * or `backoff`; absent: not until something else asks).
 */
export interface AfterFailure {
  status: SyncStatus | null;
  local?: true;
  retry?: number | 'backoff';
}

export function afterFailure(
  error: unknown,
  { unsent, joined }: { unsent: boolean; joined: boolean },
): AfterFailure {
  const failure = toApiError(error);
  // A trip joined answers 404 once the account is no longer on it (removed, or it was deleted):
  // My trip goes back to one's own (useTripSync.ts).
  if (failure.status === 404) return joined ? { status: 'gone' } : { status: 'local', local: true };
  if (failure.status === 429) return { status: 'retrying', retry: failure.retryAfterSeconds ?? 30 };
  if (failure.kind === 'network' || failure.kind === 'timeout') {
    return { status: unsent ? 'offline' : 'saved', retry: 'backoff' };
  }
  if (failure.kind === 'server') return { status: 'retrying', retry: 'backoff' };
  if (failure.kind === 'malformed') return { status: 'malformed' };
  return { status: failure.kind === 'cancelled' ? null : 'refused' };
}
