import { createSlice } from '@reduxjs/toolkit';
import type { ContentfulSettings } from '../../config';
import { addRequestFlags, createDataThunk, idleFlags } from '../../lib/redux/thunks';
import { typedHooks } from '../../lib/redux/hooks';
import type { PressEntry, PressState, ServerPressItem } from './types';

type PressStore = { press: PressState };

const initialPressState: PressState = {
  cms: { ...idleFlags, entries: [] },
  server: { ...idleFlags, items: [] },
};

/** The content service's `press` entries (the SDK is fetched with the API module). */
export const fetchPressEntries = createDataThunk<PressEntry[], ContentfulSettings, PressStore>(
  'press/fetchEntries',
  (state) => state.press.cms,
  async (settings) => {
    const { getPressEntries } = await import('./api/getPressEntries');
    return getPressEntries(settings);
  },
);

/** The product server's `GET /press/`. */
export const fetchServerPress = createDataThunk<ServerPressItem[], undefined, PressStore>(
  'press/fetchServerList',
  (state) => state.press.server,
  async () => {
    const { getServerPress } = await import('./api/getServerPress');
    return getServerPress();
  },
);

const pressSlice = createSlice({
  name: 'press',
  initialState: initialPressState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchPressEntries.fulfilled, (state, action) => {
        state.cms.entries = action.payload;
      })
      .addCase(fetchServerPress.fulfilled, (state, action) => {
        state.server.items = action.payload;
      });
    // Each source has its own flags: one failing does not hide the other.
    addRequestFlags(builder, [fetchPressEntries], { select: (state) => state.cms });
    addRequestFlags(builder, [fetchServerPress], { select: (state) => state.server });
  },
});

export const pressReducer = pressSlice.reducer;

export const selectPress = (state: PressStore) => state.press;

export const { useStoreSelector: usePressSelector, useStoreDispatch: usePressDispatch } =
  typedHooks<PressStore>();
