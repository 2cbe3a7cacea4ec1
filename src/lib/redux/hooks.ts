import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { isUnrequested, type RequestFlags } from './thunks';

/**
 * The one place that types react-redux's hooks: the app's for its root state, each feature's for
 * the part of the store it knows (features do not import the app's root types).
 */
export function typedHooks<State>() {
  return {
    useStoreSelector: useSelector.withTypes<State>(),
    useStoreDispatch: useDispatch.withTypes<ThunkDispatch<State, unknown, UnknownAction>>(),
  };
}

/** A screen's view of one request: its flags, whether it is still to come, and "Try again". */
export type RequestView<F extends RequestFlags> = F & { loading: boolean; retry: () => void };

/**
 * Asks for a screen's data when it mounts (`ask(false)`: the thunk's condition skips it when a
 * router or another screen already has), and gives the screen `retry` (`ask(true)`). `ask` must
 * keep its identity (useCallback): a new one asks again.
 */
export function useRequest<F extends RequestFlags>(
  flags: F,
  ask: (again: boolean) => void,
): RequestView<F> {
  useEffect(() => {
    ask(false);
  }, [ask]);
  const retry = useCallback(() => {
    ask(true);
  }, [ask]);
  // Before the first effect has run, the data is as good as on its way.
  return { ...flags, loading: flags.isLoading || isUnrequested(flags), retry };
}
