import type { Dispatch, Middleware, UnknownAction } from '@reduxjs/toolkit';

/** Code run after an action that changed the state as `predicate` says (a key to write, a cache to drop). */
export interface ChangeListener<S> {
  predicate: (action: UnknownAction, current: S, previous: S) => boolean;
  effect: (
    action: UnknownAction,
    api: { getState: () => S; dispatch: Dispatch },
  ) => void | Promise<void>;
}

/**
 * What the store's listeners need of Redux Toolkit's listener middleware, and no more: each
 * listener's predicate sees the action and the state after and before it; its effect runs at
 * once, after the reducers, and a failure is reported, never thrown at the dispatcher. (The
 * toolkit's own, with tasks, forks and cancellation, is about 1.3 kB gzip of every page's first
 * load; the site's listeners write browser storage and drop caches, nothing more.)
 */
export function createChangeListeners<S>() {
  const listeners: ChangeListener<S>[] = [];
  const report = (error: unknown) => {
    console.error('A store listener failed', error);
  };
  const middleware: Middleware<object, S> = (api) => (next) => (action) => {
    const previous = api.getState();
    const result = next(action);
    const current = api.getState();
    for (const listener of listeners) {
      if (!listener.predicate(action as UnknownAction, current, previous)) continue;
      try {
        void Promise.resolve(listener.effect(action as UnknownAction, api)).catch(report);
      } catch (error) {
        report(error);
      }
    }
    return result;
  };
  return {
    middleware,
    startListening(listener: ChangeListener<S>): void {
      listeners.push(listener);
    },
  };
}

export type ChangeListeners<S> = ReturnType<typeof createChangeListeners<S>>;
