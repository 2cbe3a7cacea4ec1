import type { ReactNode } from 'react';
import { Button } from './Button';

/** A failure, in words, with a way to try again when there is one. */
export function ErrorNotice({
  title,
  children,
  onRetry,
}: {
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-secondary-200 bg-secondary-50 p-4 text-secondary-900"
    >
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-1 text-sm">{children}</div> : null}
      {onRetry ? (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}

/** A screen whose backend is not configured says so, naming what to set. */
export function NotConfigured({ what, problem }: { what: string; problem: string }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 break-words text-amber-950"
    >
      <p className="font-semibold">
        {what} is not configured: {problem}
      </p>
      <p className="mt-1 text-sm">
        The rest of the site works. See the configuration table in docs/configuration.md.
      </p>
    </div>
  );
}

/**
 * A refresh of content already on screen failed (a page painted at build time whose content
 * changed since): it stays, and a quiet status, not an alert, says it may not be the newest.
 */
export function RefreshNotice({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <p role="status" className="mb-6 flex flex-wrap items-center gap-x-3 text-slate-700">
      {children}
      <Button variant="ghost" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}
