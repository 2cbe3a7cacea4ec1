import { useCallback, useEffect } from 'react';
import type { ContentfulSettings } from '../../config';
import { usePressDispatch, usePressSelector } from './hooks';
import { fetchPressEntries, fetchServerPress, selectPress } from './pressSlice';

interface Flags {
  isLoading: boolean;
  isError: boolean;
  isSuccess: boolean;
}

const isNeeded = (flags: Flags) => !flags.isSuccess && !flags.isLoading && !flags.isError;

/** The content service's press entries, fetched once per visit. */
export function usePressEntries(settings: ContentfulSettings) {
  const dispatch = usePressDispatch();
  const { cms } = usePressSelector(selectPress);
  const needed = isNeeded(cms);
  useEffect(() => {
    if (needed) void dispatch(fetchPressEntries(settings));
  }, [needed, dispatch, settings]);
  const retry = useCallback(() => {
    void dispatch(fetchPressEntries(settings));
  }, [dispatch, settings]);
  return { ...cms, loading: cms.isLoading || needed, retry };
}

/** The product server's press list, fetched once per visit. */
export function useServerPress() {
  const dispatch = usePressDispatch();
  const { server } = usePressSelector(selectPress);
  const needed = isNeeded(server);
  useEffect(() => {
    if (needed) void dispatch(fetchServerPress());
  }, [needed, dispatch]);
  const retry = useCallback(() => {
    void dispatch(fetchServerPress());
  }, [dispatch]);
  return { ...server, loading: server.isLoading || needed, retry };
}
