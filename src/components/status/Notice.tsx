import type { ReactNode } from 'react';
import { Button } from '../form/Button';
import { m } from '../../paraglide/messages.js';

export type NoticeTone = 'error' | 'success' | 'warning';

const TONES: Record<NoticeTone, string> = {
  error: 'border-secondary-300 bg-secondary-50 text-secondary-900',
  success: 'border-primary-300 bg-primary-50 text-primary-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
};

/**
 * What went wrong or what was done, in words: a failure is announced at once (an alert), a
 * success or a warning politely (a status). A title when it needs one, a way to try again when
 * there is one.
 */
export function Notice({
  tone = 'error',
  title,
  children,
  onRetry,
  live = true,
}: {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  onRetry?: () => void;
  /**
   * False inside a live region the caller keeps on screen: a region that appears together with
   * its words is not always read, and one region inside another is read twice.
   */
  live?: boolean;
}) {
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <div role={live ? role : undefined} className={`rounded-lg border p-4 ${TONES[tone]}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1 text-sm' : 'text-sm'}>{children}</div> : null}
      {onRetry ? (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          {m.ui_try_again()}
        </Button>
      ) : null}
    </div>
  );
}

/** A screen whose backend is not configured says so, naming what to set. */
export function NotConfigured({ what, problem }: { what: string; problem: string }) {
  return (
    <Notice tone="warning" title={m.ui_not_configured({ what, problem })}>
      {m.ui_not_configured_text()}
    </Notice>
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
        {m.ui_try_again()}
      </Button>
    </p>
  );
}
