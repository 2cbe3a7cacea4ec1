import { Fragment, useEffect, type ReactNode } from 'react';
import { useOnline } from '../../lib/browser/online';
import { Notice } from './Notice';
import { LoadingStatus } from './Skeleton';
import { m } from '../../paraglide/messages.js';

/**
 * A list a screen fetched, in the order every screen shows it: its placeholders while it is on
 * its way, what failed (an alert with "Try again") when there is nothing to show, what an empty
 * list means, then the list. Items already here stay on screen whatever happens after.
 * Without a network (and nothing kept by the service worker) the alert says "You are offline",
 * and the list is asked for again by itself as soon as the browser is back online.
 */
export function AsyncContent<T>({
  items,
  request,
  loading,
  failed,
  empty,
  children,
}: {
  items: readonly T[];
  request: { loading: boolean; isError: boolean; retry: () => void };
  /**
   * While the list is on its way: `count` placeholders (one by default) in a busy element of
   * `className`, announced once by `label`.
   */
  loading: { label: string; className?: string; placeholder: ReactNode; count?: number };
  /** The alert's title and its words; without it a failure shows as an empty list. */
  failed?: { title: string; text: ReactNode };
  /** What an empty list shows (null: nothing). */
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  const online = useOnline();
  const failedWithNothing = items.length === 0 && request.isError && !request.loading;
  const { retry } = request;
  useEffect(() => {
    if (!failedWithNothing) return;
    const again = () => {
      retry();
    };
    window.addEventListener('online', again);
    return () => {
      window.removeEventListener('online', again);
    };
  }, [failedWithNothing, retry]);

  if (items.length > 0) return children(items);
  if (request.loading) {
    return (
      <div aria-busy="true" className={loading.className}>
        <LoadingStatus label={loading.label} />
        {Array.from({ length: loading.count ?? 1 }, (_, index) => (
          <Fragment key={index}>{loading.placeholder}</Fragment>
        ))}
      </div>
    );
  }
  if (request.isError && failed && !online) {
    return (
      <Notice title={m.ui_offline_title()} onRetry={request.retry}>
        {m.ui_offline_text()}
      </Notice>
    );
  }
  if (request.isError && failed) {
    return (
      <Notice title={failed.title} onRetry={request.retry}>
        {failed.text}
      </Notice>
    );
  }
  return empty;
}
