import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { m } from '../paraglide/messages.js';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open dialogs, innermost last: only the innermost answers Escape and keeps Tab in. */
const openPanels: HTMLElement[] = [];

/** The page's own overflow, kept while any dialog is open and given back when the last closes. */
let pageOverflow = '';

/**
 * A modal dialog: labelled by its title, focus moves in (to the element marked
 * `data-autofocus`, else the first it can) and stays in (Tab wraps), Escape and the backdrop
 * close it, and focus returns to what opened it. A dialog opened from a dialog (a confirmation)
 * takes the keys until it closes.
 */
export function Dialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, for the key handler installed once.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    if (openPanels.length === 0) {
      pageOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    if (node) openPanels.push(node);
    const first =
      node?.querySelector<HTMLElement>('[data-autofocus]') ??
      node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openPanels.at(-1) !== node) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem?.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const at = node ? openPanels.indexOf(node) : -1;
      if (at >= 0) openPanels.splice(at, 1);
      // Dialogs closing together (a deletion closes its confirmation and the details) close in
      // any order: the page scrolls again once none is left.
      if (openPanels.length === 0) document.body.style.overflow = pageOverflow;
      opener?.focus();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        aria-hidden="true"
        className="keep-colors absolute inset-0 bg-slate-900/60"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl sm:rounded-2xl ${
          wide ? 'sm:max-w-2xl' : 'sm:max-w-md'
        }`}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-primary-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-m-2 min-h-11 min-w-11 rounded-md text-2xl leading-none text-slate-700 hover:bg-slate-100"
            aria-label={m.ui_close()}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
