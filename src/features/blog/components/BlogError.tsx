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
