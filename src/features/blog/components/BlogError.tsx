import { Button } from '../../../components/Button';
import { ErrorNotice } from '../../../components/Notice';
import { describeRawError } from '../rawError';
import type { RawError } from '../types';

export function BlogError({ error, onRetry }: { error: RawError | null; onRetry: () => void }) {
  return (
    <ErrorNotice title="The blog could not be loaded." onRetry={onRetry}>
      {describeRawError(error)}
    </ErrorNotice>
  );
}

/**
 * A refresh of entries already on screen failed (a page painted at build time whose entries
 * changed since): they stay, and a quiet status, not an alert, says they may not be the newest.
 */
export function BlogRefreshNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <p role="status" className="mb-6 flex flex-wrap items-center gap-x-3 text-slate-700">
      Newer entries could not be loaded; these may not be the latest.
      <Button variant="ghost" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}
