import { createSlice, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ContentfulSettings } from '../../config';
import { addRequestFlags, createApiThunk, idleFlags, isUnrequested } from '../../lib/async';
import type { PressEntry, PressState, ServerPressItem } from './types';

type PressStore = { press: PressState };

export const initialPressState: PressState = {
  cms: { ...idleFlags, entries: [] },
  server: { ...idleFlags, items: [] },
};

/** The content service's `press` entries (the SDK is fetched with the API module). */
export const fetchPressEntries = createApiThunk<PressEntry[], ContentfulSettings, PressStore>(
  'press/fetchEntries',
  async (settings) => {
    const { getPressEntries } = await import('./api/get-press-entries');
    return getPressEntries(settings);
  },
  { singleFlight: true },
);

/** The product server's `GET /press/`. */
export const fetchServerPress = createApiThunk<ServerPressItem[], undefined, PressStore>(
  'press/fetchServerList',
  async () => {
    const { getServerPress } = await import('./api/get-server-press');
    return getServerPress();
  },
  { singleFlight: true },
);

type PressThunk = ThunkAction<void, PressStore, unknown, UnknownAction>;

/** Fetches the content service's entries unless this visit already asked for them. */
export const ensurePressEntries =
  (settings: ContentfulSettings): PressThunk =>
  (dispatch, getState) => {
    if (isUnrequested(getState().press.cms)) void dispatch(fetchPressEntries(settings));
  };

/** Fetches the server's list unless this visit already asked for it. */
export const ensureServerPress = (): PressThunk => (dispatch, getState) => {
  if (isUnrequested(getState().press.server)) void dispatch(fetchServerPress());
};

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
