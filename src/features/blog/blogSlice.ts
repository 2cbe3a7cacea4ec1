import { createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
import type { ContentfulSettings } from '../../config';
import {
  addRequestFlags,
  createApiThunk,
  createDataThunk,
  idleFlags,
} from '../../lib/redux/thunks';
import { getEntryVersions } from '../../lib/content/contentfulVersions';
import { typedHooks } from '../../lib/redux/hooks';
import { idleAfterLoad } from '../../lib/browser/idle';
import { BLOG_QUERY } from './query';
import type { BlogEntry, BlogState } from './types';

type BlogStore = { blog: BlogState };

const initialBlogState: BlogState = {
  ...idleFlags,
  entries: [],
  error: null,
  fromPaintedPage: false,
  paintedVersion: null,
  paintedCheckScheduled: false,
};

/**
 * Every blog entry, from the content service. The API module (and with it the Contentful SDK) is
 * fetched by the first call, so the store stays light.
 */
export const fetchBlogEntries = createDataThunk<BlogEntry[], ContentfulSettings, BlogStore>(
  'blog/fetchEntries',
  (state) => state.blog,
  async (settings) => {
    const { getBlogEntries } = await import('./api/getBlogEntries');
    return getBlogEntries(settings);
  },
);

/**
 * Entries that came with the page are shown as they are; once the page has loaded and the
 * browser is idle, one small request (no SDK) asks whether they are still current, and only
 * entries that changed since the build are fetched in full. A failed check leaves the page as it
 * is. Once per visit: its pending action marks the check as scheduled.
 */
export const checkPaintedEntries = createApiThunk<undefined, ContentfulSettings, BlogStore>(
  'blog/checkPainted',
  async (settings, { dispatch, getState }) => {
    await idleAfterLoad();
    const version = getState().blog.paintedVersion;
    if (version !== null) {
      try {
        if ((await getEntryVersions(settings, BLOG_QUERY)) === version) {
          dispatch(blogPaintedConfirmed());
          return undefined;
        }
      } catch {
        // The page's entries stay; the visitor sees nothing of a check that failed.
        return undefined;
      }
    }
    if (getState().blog.fromPaintedPage)
      await dispatch(fetchBlogEntries({ settings, again: true }));
    return undefined;
  },
  {
    condition: (_, { getState }) => {
      const { fromPaintedPage, paintedCheckScheduled } = getState().blog;
      return fromPaintedPage && !paintedCheckScheduled;
    },
  },
);

const blogSlice = createSlice({
  name: 'blog',
  initialState: initialBlogState,
  reducers: {
    /** The entries the build rendered into the page, parsed like any answer of the service. */
    blogPaintedLoaded(
      state,
      action: PayloadAction<{ entries: BlogEntry[]; version: string | null }>,
    ) {
      state.entries = action.payload.entries;
      state.isSuccess = true;
      state.fromPaintedPage = true;
      state.paintedVersion = action.payload.version;
    },
    /** The content service still has the entries the page came with. */
    blogPaintedConfirmed(state) {
      state.fromPaintedPage = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkPaintedEntries.pending, (state) => {
        state.paintedCheckScheduled = true;
      })
      .addCase(fetchBlogEntries.pending, (state) => {
        state.error = null;
      })
      .addCase(fetchBlogEntries.fulfilled, (state, action) => {
        // A refresh that brings what the page already shows leaves the list as it is.
        if (JSON.stringify(current(state.entries)) !== JSON.stringify(action.payload)) {
          state.entries = action.payload;
        }
        state.fromPaintedPage = false;
      })
      .addCase(fetchBlogEntries.rejected, (state, action) => {
        // The blog keeps its raw error (what was thrown, by name, and its status), not only a message.
        const { name, message, status } = action.error;
        state.error = { name, message, status };
      });
    addRequestFlags(builder, [fetchBlogEntries]);
  },
});

export const blogReducer = blogSlice.reducer;
export const { blogPaintedLoaded, blogPaintedConfirmed } = blogSlice.actions;

export const selectBlog = (state: BlogStore) => state.blog;

/** Why the entries could not be loaded (the raw error: the screens put it in words). */
export const selectBlogFailure = (state: BlogStore) => state.blog.error;

export const { useStoreSelector: useBlogSelector, useStoreDispatch: useBlogDispatch } =
  typedHooks<BlogStore>();
