import { createSlice } from '@reduxjs/toolkit';
import { idleFlags } from '../../lib/async';
import type { BlogState } from './types';

export const initialBlogState: BlogState = { ...idleFlags, entries: [], error: null };

const blogSlice = createSlice({
  name: 'blog',
  initialState: initialBlogState,
  reducers: {},
});

export const blogReducer = blogSlice.reducer;
