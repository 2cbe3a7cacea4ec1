import { useCallback, useEffect } from 'react';
import type { InstagramSettings } from '../../config';
import { fetchFeed, fetchMoreFeed, selectFeed } from './feedSlice';
import { useFeedDispatch, useFeedSelector } from './hooks';

/** The feed's posts, fetched once per visit (the feed and the strip on the home page share them). */
export function useFeed(settings: InstagramSettings) {
  const dispatch = useFeedDispatch();
  const feed = useFeedSelector(selectFeed);
  const needed = !feed.isSuccess && !feed.isLoading && !feed.isError && feed.posts.length === 0;
  useEffect(() => {
    if (needed) void dispatch(fetchFeed(settings));
  }, [needed, dispatch, settings]);
  const retry = useCallback(() => {
    void dispatch(fetchFeed(settings));
  }, [dispatch, settings]);
  const loadMore = useCallback(() => {
    void dispatch(fetchMoreFeed());
  }, [dispatch]);
  return { ...feed, loading: feed.isLoading || needed, retry, loadMore };
}
