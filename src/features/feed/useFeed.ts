import { useCallback, useEffect } from 'react';
import type { InstagramSettings } from '../../config';
import { plainMessage } from '../../lib/http/failureWords';
import { useRequest } from '../../lib/redux/hooks';
import {
  fetchFeed,
  fetchMoreFeed,
  moreAskedDuringRefresh,
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
  const state = useFeedSelector(selectFeed);
  const { refreshing, moreAsked } = state;
  // Pressed while the painted posts are being refreshed: the next page once they are in.
  const loadMore = useCallback(() => {
    void dispatch(refreshing ? moreAskedDuringRefresh() : fetchMoreFeed());
  }, [dispatch, refreshing]);
  useEffect(() => {
    if (moreAsked && !refreshing) void dispatch(fetchMoreFeed());
  }, [dispatch, moreAsked, refreshing]);
  const feed = useRequest(state, ask);
  // "Loading…" on "Load more" only for a page the visitor asked for, not for the refresh.
  const loadingMore = (feed.loading && !refreshing) || moreAsked;
  // The feed's state keeps no more than the error flag of its failures.
  return { ...feed, failure: plainMessage(null, 'Instagram'), loadMore, loadingMore };
}
