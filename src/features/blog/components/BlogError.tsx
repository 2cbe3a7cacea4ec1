import { ErrorNotice } from '../../../components/Notice';

export const BLOG_FAILED = 'The blog could not be loaded.';

export function BlogError({ failure, onRetry }: { failure: string; onRetry: () => void }) {
  return (
    <ErrorNotice title={BLOG_FAILED} onRetry={onRetry}>
      {failure}
    </ErrorNotice>
  );
}
