import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type { InstagramSettings } from '../../config';
import {
  addRequestFlags,
  createApiThunk,
  createDataThunk,
  idleFlags,
} from '../../lib/redux/thunks';
import { typedHooks } from '../../lib/redux/hooks';
import { idleAfterLoad } from '../../lib/browser/idle';
import { keepUnchanged, mergePosts, type FeedPage } from './parse';
import type { FeedState } from './types';

type FeedStore = { feed: FeedState };

const initialFeedState: FeedState = {
  ...idleFlags,
  posts: [],
  next: null,
  fromPaintedPage: false,
  refreshScheduled: false,
  refreshing: false,
  moreAsked: false,
};

/** The first two pages of the feed (20, then `paging.next`). */
export const fetchFeed = createDataThunk<FeedPage, InstagramSettings, FeedStore>(
  'feed/fetch',
  (state) => state.feed,
  async (settings, { dispatch }) => {
    const { getFirstPages } = await import('./api/getFeed');
    return getFirstPages(settings, (page) => dispatch(feedFirstPageArrived(page)));
  },
);

/** The page the last `paging.next` points at ("Load more"). */
export const fetchMoreFeed = createApiThunk<FeedPage, undefined, FeedStore>(
  'feed/fetchMore',
  async (_, { getState }) => {
    const next = getState().feed.next;
    if (!next) return { posts: [], next: null };
    const { getFeedPage } = await import('./api/getFeed');
    return getFeedPage(next);
  },
  { condition: (_, { getState }) => getState().feed.next !== null && !getState().feed.isLoading },
);

/**
 * Posts the page was painted with at build time are shown as they are, and fetched afresh once
 * the page has loaded and the browser is idle: the graph's picture addresses expire, and its
 * answers are never cached, so there is no cheaper way to know they are current. Once per visit:
 * its pending action marks the refresh as scheduled.
 */
export const refreshPaintedFeed = createApiThunk<undefined, InstagramSettings, FeedStore>(
  'feed/refreshPainted',
  async (settings, { dispatch, getState }) => {
    await idleAfterLoad();
    if (getState().feed.fromPaintedPage) await dispatch(fetchFeed({ settings, again: true }));
    return undefined;
  },
  {
    condition: (_, { getState }) => {
      const { fromPaintedPage, refreshScheduled } = getState().feed;
      return fromPaintedPage && !refreshScheduled;
    },
  },
);

const feedSlice = createSlice({
  name: 'feed',
  initialState: initialFeedState,
  reducers: {
    /** The first page the build painted into the page, parsed like any answer of the graph. */
    feedPaintedLoaded(state, action: PayloadAction<FeedPage>) {
      state.posts = action.payload.posts;
      state.next = action.payload.next;
      state.isSuccess = true;
      state.fromPaintedPage = true;
    },
    /** The first page, shown while the second is on its way (the fetch is still loading). */
    feedFirstPageArrived(state, action: PayloadAction<FeedPage>) {
      state.posts = keepUnchanged(original(state.posts), action.payload.posts);
      state.next = action.payload.next;
    },
    /** "Load more" pressed while the painted posts are being refreshed. */
    moreAskedDuringRefresh(state) {
      state.moreAsked = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(refreshPaintedFeed.pending, (state) => {
        state.refreshScheduled = true;
      })
      .addCase(fetchFeed.pending, (state) => {
        state.refreshing = state.fromPaintedPage;
      })
      .addCase(fetchFeed.fulfilled, (state, action) => {
        state.posts = keepUnchanged(original(state.posts), action.payload.posts);
        state.next = action.payload.next;
        state.fromPaintedPage = false;
        state.refreshing = false;
        // Nothing after these: a "Load more" pressed meanwhile has nothing to fetch.
        if (state.next === null) state.moreAsked = false;
      })
      .addCase(fetchFeed.rejected, (state) => {
        state.refreshing = false;
        // The failure is said, and "Load more" hides behind it: a press meanwhile is dropped, or
        // the next page's request would clear what the failure says.
        state.moreAsked = false;
      })
      .addCase(fetchMoreFeed.pending, (state) => {
        state.moreAsked = false;
      })
      .addCase(fetchMoreFeed.fulfilled, (state, action) => {
        state.posts = mergePosts(state.posts, action.payload.posts);
        state.next = action.payload.next;
      });
    // The feed's rule: a failure only sets the error flag, no message is kept.
    addRequestFlags(builder, [fetchFeed, fetchMoreFeed], { storeMessage: false });
  },
});

export const feedReducer = feedSlice.reducer;
export const { feedPaintedLoaded, moreAskedDuringRefresh } = feedSlice.actions;
const { feedFirstPageArrived } = feedSlice.actions;

export const selectFeed = (state: FeedStore) => state.feed;

export const { useStoreSelector: useFeedSelector, useStoreDispatch: useFeedDispatch } =
  typedHooks<FeedStore>();
