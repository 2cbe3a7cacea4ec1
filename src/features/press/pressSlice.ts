import { createSlice } from '@reduxjs/toolkit';
import { idleFlags } from '../../lib/async';
import type { PressState } from './types';

export const initialPressState: PressState = {
  cms: { ...idleFlags, entries: [] },
  server: { ...idleFlags, items: [] },
};

const pressSlice = createSlice({
  name: 'press',
  initialState: initialPressState,
  reducers: {},
});

export const pressReducer = pressSlice.reducer;
