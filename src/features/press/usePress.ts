import { useCallback } from 'react';
import type { ContentfulSettings } from '../../config';
import { plainMessage } from '../../lib/http/failureWords';
import { useRequest } from '../../lib/redux/hooks';
import {
  fetchPressEntries,
  fetchServerPress,
  selectPress,
  usePressDispatch,
  usePressSelector,
} from './pressSlice';

/** The content service's press entries, fetched once per visit. */
export function usePressEntries(settings: ContentfulSettings) {
  const dispatch = usePressDispatch();
  const ask = useCallback(
    (again: boolean) => void dispatch(fetchPressEntries({ settings, again })),
    [dispatch, settings],
  );
  const request = useRequest(usePressSelector(selectPress).cms, ask);
  return { ...request, failure: plainMessage(null, 'the content service') };
}

/** The product server's press list, fetched once per visit. */
export function useServerPress() {
  const dispatch = usePressDispatch();
  const ask = useCallback(
    (again: boolean) => void dispatch(fetchServerPress({ again })),
    [dispatch],
  );
  const request = useRequest(usePressSelector(selectPress).server, ask);
  return { ...request, failure: plainMessage(null) };
}
