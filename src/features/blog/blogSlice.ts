import {
  createSlice,
  current,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { ContentfulSettings } from '../../config';
import { addRequestFlags, createApiThunk, idleFlags, isUnrequested } from '../../lib/async';
import { getEntryVersions } from '../../lib/contentful-versions';
import { whenIdleAfterLoad } from '../../lib/idle';
import { BLOG_QUERY } from './query';
import { isRawError, toRawError } from './rawError';
import type { BlogEntry, BlogState } from './types';

type BlogStore = { blog: BlogState };

export const initialBlogState: BlogState = {
  ...idleFlags,
  entries: [],
  error: null,
  fromSnapshot: false,
  snapshotVersion: null,
  snapshotCheckScheduled: false,
};

/**
 * Every blog entry, from the content service. The API module (and with it the Contentful SDK) is
 * fetched by the first call, so the store stays light. A failure is rejected with the raw error,
 * which the specification keeps in `blog.error`.
 */
export const fetchBlogEntries = createApiThunk<BlogEntry[], ContentfulSettings, BlogStore>(
  'blog/fetchEntries',
  async (settings, { rejectWithValue }) => {
    try {
      const { getBlogEntries } = await import('./api/get-blog-entries');
      return await getBlogEntries(settings);
    } catch (error) {
      // Redux Toolkit's own marker for a rejected value: the raw error travels as the payload.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw rejectWithValue(toRawError(error));
    }
  },
  { singleFlight: true },
);

/**
 * Fetches the entries unless this visit already asked for them (a route loader or a screen).
 * Entries that came with the page are shown as they are; once the page has loaded and the browser
 * is idle, one small request (no SDK) asks whether they are still current, and only entries that
 * changed since the build are fetched in full. A failed check leaves the page as it is.
 */
export const ensureBlogEntries =
  (settings: ContentfulSettings): ThunkAction<void, BlogStore, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const blog = getState().blog;
    if (isUnrequested(blog)) {
      void dispatch(fetchBlogEntries(settings));
      return;
    }
    if (!blog.fromSnapshot || blog.snapshotCheckScheduled || blog.isLoading) return;
    dispatch(blogSnapshotCheckScheduled());
    whenIdleAfterLoad(() => {
      void (async () => {
        const version = getState().blog.snapshotVersion;
        if (version !== null) {
          let current: string | null;
          try {
            current = await getEntryVersions(settings, BLOG_QUERY);
          } catch {
            // The page's entries stay; the visitor sees nothing of a check that failed.
            return;
          }
          if (current === version) {
            dispatch(blogSnapshotConfirmed());
            return;
          }
        }
        const now = getState().blog;
        if (now.fromSnapshot && !now.isLoading) void dispatch(fetchBlogEntries(settings));
      })();
    });
  };

const blogSlice = createSlice({
  name: 'blog',
  initialState: initialBlogState,
  reducers: {
    /** The entries the build rendered into the page, parsed like any answer of the service. */
    blogSnapshotLoaded(
      state,
      action: PayloadAction<{ entries: BlogEntry[]; version: string | null }>,
    ) {
      state.entries = action.payload.entries;
      state.isSuccess = true;
      state.fromSnapshot = true;
      state.snapshotVersion = action.payload.version;
    },
    /** Once per visit: a loader and a screen both ask, and StrictMode asks twice. */
    blogSnapshotCheckScheduled(state) {
      state.snapshotCheckScheduled = true;
    },
    /** The content service still has the entries the page came with. */
    blogSnapshotConfirmed(state) {
      state.fromSnapshot = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchBlogEntries.pending, (state) => {
        state.error = null;
      })
      .addCase(fetchBlogEntries.fulfilled, (state, action) => {
        // A refresh that brings what the page already shows leaves the list as it is.
        if (JSON.stringify(current(state.entries)) !== JSON.stringify(action.payload)) {
          state.entries = action.payload;
        }
        state.fromSnapshot = false;
      })
      .addCase(fetchBlogEntries.rejected, (state, action) => {
        state.error = isRawError(action.payload)
          ? action.payload
          : { name: 'Error', message: action.error.message, status: action.error.status };
      });
    addRequestFlags(builder, [fetchBlogEntries]);
    // A rejected value carries no serialised error of its own: the message is the raw error's.
    builder.addMatcher(fetchBlogEntries.rejected.match, (state) => {
      if (state.error) state.message = state.error.message;
    });
  },
});

export const blogReducer = blogSlice.reducer;
export const { blogSnapshotLoaded, blogSnapshotCheckScheduled, blogSnapshotConfirmed } =
  blogSlice.actions;

export const selectBlog = (state: BlogStore) => state.blog;
