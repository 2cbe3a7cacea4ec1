import { useCallback, useEffect } from 'react';
import type { InstagramSettings } from '../../config';
import { ensureFeed, feedUnrequested, fetchFeed, fetchMoreFeed, selectFeed } from './feedSlice';
import { useFeedDispatch, useFeedSelector } from './hooks';

/** The feed's posts, fetched once per visit (the feed and the strip on the home page share them). */
export function useFeed(settings: InstagramSettings) {
  const dispatch = useFeedDispatch();
  const feed = useFeedSelector(selectFeed);
  const needed = feedUnrequested(feed);
  useEffect(() => {
    if (needed) dispatch(ensureFeed(settings));
  }, [needed, dispatch, settings]);
  const retry = useCallback(() => {
    void dispatch(fetchFeed(settings));
  }, [dispatch, settings]);
  const loadMore = useCallback(() => {
    void dispatch(fetchMoreFeed());
  }, [dispatch]);
  return { ...feed, loading: feed.isLoading || needed, retry, loadMore };
}
