export { authReducer, initialAuthState, logout, reset } from './authSlice';
export { SESSION_KEY, readStoredSession, writeStoredSession } from './session';
export type { AuthState, CurrentUser, Session } from './types';

interface WithAuth {
  auth: import('./types').AuthState;
}

export const selectAuth = (state: WithAuth) => state.auth;
export const selectIsSignedIn = (state: WithAuth) => state.auth.user !== null;
export const selectIsAdmin = (state: WithAuth) => state.auth.isAdmin;
