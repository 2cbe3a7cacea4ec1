import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { m } from '../../paraglide/messages.js';

const never = () => () => undefined;

/**
 * Whether the app runs this part of the page: false when the build paints it and while React
 * adopts the painted page (so both renders agree), true from the render right after, and from
 * the first render of a page the app draws itself.
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * A form's fields, disabled on a painted page until the app runs the form (what was typed before
 * would go nowhere: the form's submit is the app's), with a note that says so, to everyone. The
 * note goes, and the fields open, once the page is hydrated; without JavaScript it says the form
 * needs it. The note comes last: its going moves nothing above it.
 */
export function ReadyFieldset({
  className = '',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const running = useAppRunning();
  const noteId = useId();
  return (
    <fieldset
      disabled={!running}
      aria-describedby={running ? undefined : noteId}
      className={`min-w-0 ${className}`.trim()}
    >
      {children}
      {running ? null : (
        <p id={noteId} className="mt-2 text-sm text-slate-700">
          <span className="noscript:hidden">{m.ui_form_loading()}</span>{' '}
          <span className="hidden noscript:inline">{m.ui_form_needs_js()}</span>
        </p>
      )}
    </fieldset>
  );
}
