import { useCallback } from 'react';
import type { InstagramSettings } from '../../config';
import { plainMessage } from '../../lib/http/failureWords';
import { useRequest } from '../../lib/redux/hooks';
import {
  fetchFeed,
  fetchMoreFeed,
  refreshPaintedFeed,
  selectFeed,
  useFeedDispatch,
  useFeedSelector,
} from './feedSlice';

/**
 * The feed's posts, fetched once per visit (the feed and the strip on the home page share them);
 * posts painted into the page are fetched afresh once the browser is idle.
 */
export function useFeed(settings: InstagramSettings) {
  const dispatch = useFeedDispatch();
  const ask = useCallback(
    (again: boolean) => {
      void dispatch(fetchFeed({ settings, again }));
      if (!again) void dispatch(refreshPaintedFeed(settings));
    },
    [dispatch, settings],
  );
  const loadMore = useCallback(() => {
    void dispatch(fetchMoreFeed());
  }, [dispatch]);
  const feed = useRequest(useFeedSelector(selectFeed), ask);
  // The feed's state keeps no more than the error flag of its failures.
  return { ...feed, failure: plainMessage(null, 'Instagram'), loadMore };
}
