import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addRequestFlags, createApiThunk, idleFlags } from '../../lib/async';
import { plainMessage } from '../../lib/errors';
import { typedHooks } from '../../lib/hooks';
import { readText, removeItem, writeText } from '../../lib/storage';
import type { AuthState } from '../auth';
import type { Guide, GuideDraft, NegrilState } from './types';

/** The specification's storage key for the entered guide word. */
const GUIDE_WORD_KEY = 'negrilPassword';

/** The guide reads the admin flag of the auth feature, through its index. */
type NegrilStore = { negril: NegrilState; auth: AuthState };

/** The guide word this browser keeps, or '' (the key's one reader). */
export function readGuideWord(): string {
  return readText(GUIDE_WORD_KEY) ?? '';
}

/** The one writer of the guide word's key: it follows the store. A listener of the app's store. */
export const keepGuideWordStored = {
  predicate: (_action: unknown, current: NegrilStore, previous: NegrilStore) =>
    current.negril.negrilPassword !== previous.negril.negrilPassword,
  effect: (_action: unknown, api: { getState: () => NegrilStore }) => {
    const word = api.getState().negril.negrilPassword;
    if (word) writeText(GUIDE_WORD_KEY, word);
    else removeItem(GUIDE_WORD_KEY);
  },
};

/** The state with this stored guide word (a page painted at build time: none). */
export function initialNegrilState(word: string = readGuideWord()): NegrilState {
  return {
    ...idleFlags,
    negrilGuides: [],
    currentCard: null,
    negrilPassword: word,
    loadFailure: null,
    creation: { ...idleFlags },
  };
}

// The API modules are fetched with the first call: this slice is part of the first load, the
// guide's requests and parsers are needed only behind the gate.

/** `GET /negril_guide/` into `negrilGuides`. */
export const fetchGuides = createApiThunk<Guide[], undefined, NegrilStore>(
  'negril/fetchGuides',
  async () => {
    const { getGuides } = await import('./api/get-guides');
    return getGuides();
  },
  { condition: (_, { getState }) => !getState().negril.isLoading },
);

/** `POST /negril_guide/` (multipart, admins only); the new guide joins the list. */
export const addGuide = createApiThunk<Guide, GuideDraft, NegrilStore>(
  'negril/addGuide',
  async (draft) => {
    const { createGuide } = await import('./api/create-guide');
    return createGuide(draft);
  },
  { condition: (_, { getState }) => !getState().negril.creation.isLoading },
);

const negrilSlice = createSlice({
  name: 'negril',
  initialState: () => initialNegrilState(),
  reducers: {
    setNegrilPassword(state, action: PayloadAction<string>) {
      state.negrilPassword = action.payload;
    },
    openCard(state, action: PayloadAction<Guide>) {
      state.currentCard = action.payload;
    },
    closeCard(state) {
      state.currentCard = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchGuides.pending, (state) => {
        state.loadFailure = null;
      })
      .addCase(fetchGuides.fulfilled, (state, action) => {
        state.negrilGuides = action.payload;
      })
      .addCase(fetchGuides.rejected, (state, action) => {
        state.loadFailure = action.error;
      })
      .addCase(addGuide.fulfilled, (state, action) => {
        const others = state.negrilGuides.filter((guide) => guide.id !== action.payload.id);
        state.negrilGuides = [...others, action.payload];
      });
    addRequestFlags(builder, [fetchGuides]);
    addRequestFlags(builder, [addGuide], { select: (state) => state.creation });
  },
});

export const { setNegrilPassword, openCard, closeCard } = negrilSlice.actions;
export const negrilReducer = negrilSlice.reducer;

export const selectNegril = (state: NegrilStore) => state.negril;

/** What to say when the guide could not be loaded. */
export const selectGuidesFailure = (state: NegrilStore) => plainMessage(state.negril.loadFailure);

export const { useStoreSelector: useNegrilSelector, useStoreDispatch: useNegrilDispatch } =
  typedHooks<NegrilStore>();
