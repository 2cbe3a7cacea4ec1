import { useCallback, useEffect } from 'react';
import type { ContentfulSettings } from '../../config';
import { isUnrequested } from '../../lib/async';
import { usePressDispatch, usePressSelector } from './hooks';
import {
  ensurePressEntries,
  ensureServerPress,
  fetchPressEntries,
  fetchServerPress,
  selectPress,
} from './pressSlice';

/** The content service's press entries, fetched once per visit. */
export function usePressEntries(settings: ContentfulSettings) {
  const dispatch = usePressDispatch();
  const { cms } = usePressSelector(selectPress);
  const needed = isUnrequested(cms);
  useEffect(() => {
    if (needed) dispatch(ensurePressEntries(settings));
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
  const needed = isUnrequested(server);
  useEffect(() => {
    if (needed) dispatch(ensureServerPress());
  }, [needed, dispatch]);
  const retry = useCallback(() => {
    void dispatch(fetchServerPress());
  }, [dispatch]);
  return { ...server, loading: server.isLoading || needed, retry };
}
