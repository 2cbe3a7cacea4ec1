import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleFlags } from '../../lib/async';
import { readText } from '../../lib/storage';
import type { Guide, NegrilState } from './types';

/** The specification's storage key for the entered guide word. */
export const GUIDE_WORD_KEY = 'negrilPassword';

export function initialNegrilState(): NegrilState {
  return {
    ...idleFlags,
    negrilGuides: [],
    currentCard: null,
    negrilPassword: readText(GUIDE_WORD_KEY) ?? '',
  };
}

const negrilSlice = createSlice({
  name: 'negril',
  initialState: initialNegrilState,
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
});

export const { setNegrilPassword, openCard, closeCard } = negrilSlice.actions;
export const negrilReducer = negrilSlice.reducer;
