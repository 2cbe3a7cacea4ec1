import { createSlice, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ContentfulSettings } from '../../config';
import { addRequestFlags, createApiThunk, idleFlags, isUnrequested } from '../../lib/async';
import { isRawError, toRawError } from './rawError';
import type { BlogEntry, BlogState } from './types';

type BlogStore = { blog: BlogState };

export const initialBlogState: BlogState = { ...idleFlags, entries: [], error: null };

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

/** Fetches the entries unless this visit already asked for them (a route loader or a screen). */
export const ensureBlogEntries =
  (settings: ContentfulSettings): ThunkAction<void, BlogStore, unknown, UnknownAction> =>
  (dispatch, getState) => {
    if (isUnrequested(getState().blog)) void dispatch(fetchBlogEntries(settings));
  };

const blogSlice = createSlice({
  name: 'blog',
  initialState: initialBlogState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchBlogEntries.pending, (state) => {
        state.error = null;
      })
      .addCase(fetchBlogEntries.fulfilled, (state, action) => {
        state.entries = action.payload;
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

export const selectBlog = (state: BlogStore) => state.blog;
