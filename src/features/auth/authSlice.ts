import { createSlice } from '@reduxjs/toolkit';
import { idleFlags } from '../../lib/async';
import { readStoredSession } from './session';
import type { AuthState } from './types';

export function initialAuthState(): AuthState {
  const user = readStoredSession();
  return {
    ...idleFlags,
    user,
    token: user?.access ?? null,
    isAdmin: false,
    currentUser: null,
  };
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The specification's reset: clears loading, error, success, message and currentUser. */
    reset(state) {
      state.isLoading = false;
      state.isError = false;
      state.isSuccess = false;
      state.message = '';
      state.currentUser = null;
    },
    logout(state) {
      state.user = null;
      state.token = null;
      state.currentUser = null;
      state.isAdmin = false;
    },
  },
});

export const { reset, logout } = authSlice.actions;
export const authReducer = authSlice.reducer;
