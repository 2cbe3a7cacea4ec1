import { useCallback, useEffect } from 'react';
import type { InstagramSettings } from '../../config';
import { ensureFeed, feedUnrequested, fetchFeed, fetchMoreFeed, selectFeed } from './feedSlice';
import { useFeedDispatch, useFeedSelector } from './hooks';

/** The feed's posts, fetched once per visit (the feed and the strip on the home page share them). */
export function useFeed(settings: InstagramSettings) {
  const dispatch = useFeedDispatch();
  const feed = useFeedSelector(selectFeed);
  const needed = feedUnrequested(feed);
  // Also plans the refresh of posts painted at build time (see ensureFeed).
  const painted = feed.fromSnapshot;
  useEffect(() => {
    if (needed || painted) dispatch(ensureFeed(settings));
  }, [needed, painted, dispatch, settings]);
  const retry = useCallback(() => {
    void dispatch(fetchFeed(settings));
  }, [dispatch, settings]);
  const loadMore = useCallback(() => {
    void dispatch(fetchMoreFeed());
  }, [dispatch]);
  return { ...feed, loading: feed.isLoading || needed, retry, loadMore };
}
