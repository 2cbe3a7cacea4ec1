import {
  createSlice,
  original,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { InstagramSettings } from '../../config';
import { addRequestFlags, createApiThunk, idleFlags, isUnrequested } from '../../lib/async';
import { whenIdleAfterLoad } from '../../lib/idle';
import { keepUnchanged, mergePosts, type FeedPage } from './parse';
import type { FeedState } from './types';

type FeedStore = { feed: FeedState };

export const initialFeedState: FeedState = {
  ...idleFlags,
  posts: [],
  next: null,
  fromSnapshot: false,
  refreshScheduled: false,
};

/** The first two pages of the feed (20, then `paging.next`). */
export const fetchFeed = createApiThunk<FeedPage, InstagramSettings, FeedStore>(
  'feed/fetch',
  async (settings, { dispatch }) => {
    const { getFirstPages } = await import('./api/get-feed');
    return getFirstPages(settings, (page) => dispatch(feedFirstPageArrived(page)));
  },
  { singleFlight: true, condition: (_, { getState }) => !getState().feed.isLoading },
);

/** The page the last `paging.next` points at ("Load more"). */
export const fetchMoreFeed = createApiThunk<FeedPage, undefined, FeedStore>(
  'feed/fetchMore',
  async (_, { getState }) => {
    const next = getState().feed.next;
    if (!next) return { posts: [], next: null };
    const { getFeedPage } = await import('./api/get-feed');
    return getFeedPage(next);
  },
  {
    singleFlight: true,
    condition: (_, { getState }) => getState().feed.next !== null && !getState().feed.isLoading,
  },
);

/** True until this visit has asked for the feed (kept posts count as an answer). */
export const feedUnrequested = (feed: FeedState) => isUnrequested(feed) && feed.posts.length === 0;

/**
 * Fetches the first pages unless this visit already asked for them (a route loader or a screen).
 * Posts the page was painted with at build time are shown as they are, and fetched afresh once
 * the page has loaded and the browser is idle: the graph's picture addresses expire, and its
 * answers are never cached, so there is no cheaper way to know they are current.
 */
export const ensureFeed =
  (settings: InstagramSettings): ThunkAction<void, FeedStore, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const feed = getState().feed;
    if (feedUnrequested(feed)) {
      void dispatch(fetchFeed(settings));
      return;
    }
    if (!feed.fromSnapshot || feed.refreshScheduled || feed.isLoading) return;
    dispatch(feedRefreshScheduled());
    whenIdleAfterLoad(() => {
      const now = getState().feed;
      if (now.fromSnapshot && !now.isLoading) void dispatch(fetchFeed(settings));
    });
  };

const feedSlice = createSlice({
  name: 'feed',
  initialState: initialFeedState,
  reducers: {
    /** The first page the build painted into the page, parsed like any answer of the graph. */
    feedSnapshotLoaded(state, action: PayloadAction<FeedPage>) {
      state.posts = action.payload.posts;
      state.next = action.payload.next;
      state.isSuccess = true;
      state.fromSnapshot = true;
    },
    /** Once per visit: a loader and a screen both ask, and StrictMode asks twice. */
    feedRefreshScheduled(state) {
      state.refreshScheduled = true;
    },
    /** The first page, shown while the second is on its way (the fetch is still loading). */
    feedFirstPageArrived(state, action: PayloadAction<FeedPage>) {
      state.posts = keepUnchanged(original(state.posts), action.payload.posts);
      state.next = action.payload.next;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchFeed.fulfilled, (state, action) => {
        state.posts = keepUnchanged(original(state.posts), action.payload.posts);
        state.next = action.payload.next;
        state.fromSnapshot = false;
      })
      .addCase(fetchMoreFeed.fulfilled, (state, action) => {
        state.posts = mergePosts(state.posts, action.payload.posts);
        state.next = action.payload.next;
      });
    // The specification's rule for the feed: a failure only sets the error flag.
    addRequestFlags(builder, [fetchFeed, fetchMoreFeed], { storeMessage: false });
  },
});

export const feedReducer = feedSlice.reducer;
export const { feedSnapshotLoaded } = feedSlice.actions;
const { feedFirstPageArrived, feedRefreshScheduled } = feedSlice.actions;

export const selectFeed = (state: FeedStore) => state.feed;
