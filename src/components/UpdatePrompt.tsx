import { useState, useSyncExternalStore } from 'react';
import { Button } from './form/Button';
import { m } from '../paraglide/messages.js';

/**
 * Whether a new version of the site waits to take over, and how to let it: filled by the service
 * worker's registration (src/app/serviceWorker.ts), read by `UpdatePrompt`.
 */
export interface UpdateNotice {
  subscribe: (onChange: () => void) => () => void;
  /** The way to switch to the waiting version, or null when none waits. */
  pending: () => (() => void) | null;
  offer: (apply: () => void) => void;
}

export function createUpdateNotice(): UpdateNotice {
  let apply: (() => void) | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    pending: () => apply,
    offer(next) {
      apply = next;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * "A new version is available" with "Reload", in a status region that is there from the start,
 * so that screen readers announce the words when they appear.
 */
export function UpdatePrompt({ notice }: { notice: UpdateNotice }) {
  const apply = useSyncExternalStore(notice.subscribe, notice.pending, notice.pending);
  const [reloading, setReloading] = useState(false);
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-3"
    >
      {apply ? (
        <div className="keep-colors pointer-events-auto flex flex-wrap items-center gap-3 rounded-lg bg-slate-900 px-4 py-3 text-white shadow-lg">
          <p>{m.ui_update_available()}</p>
          <Button
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              apply();
            }}
          >
            {reloading ? m.ui_update_reloading() : m.ui_update_reload()}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
