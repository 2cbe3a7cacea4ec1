import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addRequestFlags, createApiThunk, idleFlags } from '../../../lib/redux/thunks';
import { typedHooks } from '../../../lib/redux/hooks';
import { RUNTIME_CACHES } from '../../../lib/browser/cacheNames';
import { readText, removeItem, writeText } from '../../../lib/browser/storage';
import type { AuthState } from '../../auth';
import type { PlaceFields } from '../api/draft';
import type { Place } from '../model/types';
import type { GuideState } from './state';

/** The product's stored key for the entered guide word. */
export const GUIDE_WORD_KEY = 'negrilPassword';

/** The server's `detail` when its private mode refuses the word sent in `X-Guide-Word` (403). */
export const GUIDE_WORD_REFUSED = "The guide's word is missing or wrong.";

/** The guide reads the admin flag of the auth feature, through its index. */
type GuideStore = { negril: GuideState; auth: AuthState };

/** The guide word this browser keeps, or '' (the key's one reader). */
export function readGuideWord(): string {
  return readText(GUIDE_WORD_KEY) ?? '';
}

/**
 * The one writer of the guide word's key: it follows the store. A listener of the app's store.
 * A word taken away (the server refused it) takes the list the offline worker kept with it.
 */
export const keepGuideWordStored = {
  predicate: (_action: unknown, current: GuideStore, previous: GuideStore) =>
    current.negril.negrilPassword !== previous.negril.negrilPassword,
  effect: async (_action: unknown, api: { getState: () => GuideStore }) => {
    const word = api.getState().negril.negrilPassword;
    if (word) {
      writeText(GUIDE_WORD_KEY, word);
      return;
    }
    removeItem(GUIDE_WORD_KEY);
    if (typeof caches !== 'undefined') await caches.delete(RUNTIME_CACHES.guideList);
  },
};

/** What this browser keeps for the guide that the first load reads: its word. */
export function readStoredGuide(): { word: string } {
  return { word: readGuideWord() };
}

/**
 * The state with what this browser keeps (a page painted at build time: nothing). The trip is
 * read by the guide's screen when it opens (tripStore.ts): nothing before it shows the trip.
 */
export function initialGuideState(stored: { word: string } = readStoredGuide()): GuideState {
  return {
    ...idleFlags,
    negrilGuides: [],
    currentCard: null,
    negrilPassword: stored.word,
    wordRefused: false,
    loadFailure: null,
    creation: { ...idleFlags },
    update: { ...idleFlags },
    deletion: { ...idleFlags },
  };
}

// The API modules are fetched with the first call: this slice is part of the first load, the
// guide's requests and parsers are needed only behind the gate. Every call carries the word the
// gate was opened with (`X-Guide-Word`): a server in private mode answers only those who know it.

/** `GET /negril_guide/` into `negrilGuides`. */
export const fetchGuides = createApiThunk<Place[], undefined, GuideStore>(
  'negril/fetchGuides',
  async (_, { getState }) => {
    const { getGuides } = await import('../api/getGuides');
    return getGuides(getState().negril.negrilPassword);
  },
  { condition: (_, { getState }) => !getState().negril.isLoading },
);

/** A new guide: its fields and the picture chosen, if any. */
export interface NewGuide {
  fields: PlaceFields;
  image: File | null;
}

/** `POST /negril_guide/` (multipart, admins only); the new guide joins the list. */
export const addGuide = createApiThunk<Place, NewGuide, GuideStore>(
  'negril/addGuide',
  async ({ fields, image }, { getState }) => {
    const { createGuide } = await import('../api/createGuide');
    return createGuide(fields, image, getState().negril.negrilPassword);
  },
  { condition: (_, { getState }) => !getState().negril.creation.isLoading },
);

/** An edit: the fields the admin changed, and a new picture, if any. */
export interface GuideChanges {
  id: number;
  changes: Partial<PlaceFields>;
  image: File | null;
}

/** `PATCH /negril_guide/<id>/` (admins only); the guide is replaced in the list and in detail. */
export const updateGuide = createApiThunk<Place, GuideChanges, GuideStore>(
  'negril/updateGuide',
  async ({ id, changes, image }, { getState }) => {
    const { patchGuide } = await import('../api/updateGuide');
    return patchGuide(id, changes, image, getState().negril.negrilPassword);
  },
  { condition: (_, { getState }) => !getState().negril.update.isLoading },
);

/** `DELETE /negril_guide/<id>/` (admins only); the guide leaves the list, and the detail closes. */
export const deleteGuide = createApiThunk<number, Place, GuideStore>(
  'negril/deleteGuide',
  async (place, { getState }) => {
    const { deleteGuideById } = await import('../api/deleteGuide');
    await deleteGuideById(place.id, getState().negril.negrilPassword);
    return place.id;
  },
  { condition: (_, { getState }) => !getState().negril.deletion.isLoading },
);

/** The private mode refused the list: the word kept here is not (or no longer) the server's. */
function isWordRefusal(action: unknown): action is ReturnType<typeof fetchGuides.rejected> {
  return (
    fetchGuides.rejected.match(action) &&
    action.error.status === 403 &&
    action.error.detail === GUIDE_WORD_REFUSED
  );
}

const guideSlice = createSlice({
  name: 'negril',
  initialState: () => initialGuideState(),
  reducers: {
    setGuideWord(state, action: PayloadAction<string>) {
      state.negrilPassword = action.payload;
      state.wordRefused = false;
    },
    /** A painted page's visitor: what this browser keeps comes in after hydration. */
    storedGuideRestored(state, action: PayloadAction<{ word: string }>) {
      state.negrilPassword = action.payload.word;
    },
    openCard(state, action: PayloadAction<Place>) {
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
      })
      .addCase(updateGuide.fulfilled, (state, action) => {
        const changed = action.payload;
        state.negrilGuides = state.negrilGuides.map((guide) =>
          guide.id === changed.id ? changed : guide,
        );
        if (state.currentCard?.id === changed.id) state.currentCard = changed;
      })
      .addCase(deleteGuide.fulfilled, (state, action) => {
        state.negrilGuides = state.negrilGuides.filter((guide) => guide.id !== action.payload);
        if (state.currentCard?.id === action.payload) state.currentCard = null;
      })
      // A guide the server no longer has (404) leaves the list; its open detail says why.
      .addMatcher(
        (action) =>
          (updateGuide.rejected.match(action) || deleteGuide.rejected.match(action)) &&
          action.error.status === 404,
        (state, action: ReturnType<typeof updateGuide.rejected | typeof deleteGuide.rejected>) => {
          const id = action.meta.arg.id;
          state.negrilGuides = state.negrilGuides.filter((guide) => guide.id !== id);
        },
      );
    addRequestFlags(builder, [fetchGuides]);
    addRequestFlags(builder, [addGuide], { select: (state) => state.creation });
    addRequestFlags(builder, [updateGuide], { select: (state) => state.update });
    addRequestFlags(builder, [deleteGuide], { select: (state) => state.deletion });
    // After the flags: the guide locks again as if it had never been opened, the list, the open
    // place and the failure gone with the word, and the gate says why.
    builder.addMatcher(isWordRefusal, (state) => {
      Object.assign(state, idleFlags);
      state.negrilPassword = '';
      state.wordRefused = true;
      state.negrilGuides = [];
      state.currentCard = null;
      state.loadFailure = null;
    });
  },
});

export const { setGuideWord, storedGuideRestored, openCard, closeCard } = guideSlice.actions;
export const guideReducer = guideSlice.reducer;

export const selectGuide = (state: GuideStore) => state.negril;

/** What to say when the guide could not be loaded. */
/** Why the guide could not be loaded (the screen puts it in words). */
export const selectGuidesFailure = (state: GuideStore) => state.negril.loadFailure;

export const { useStoreSelector: useGuideSelector, useStoreDispatch: useGuideDispatch } =
  typedHooks<GuideStore>();
