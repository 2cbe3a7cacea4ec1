import { createSlice } from '@reduxjs/toolkit';
import { idleFlags } from '../../lib/async';
import type { FeedState } from './types';

export const initialFeedState: FeedState = { ...idleFlags, posts: [], next: null };

const feedSlice = createSlice({
  name: 'feed',
  initialState: initialFeedState,
  reducers: {},
});

export const feedReducer = feedSlice.reducer;
