export {
  activate,
  authReducer,
  checkAdmin,
  confirmPasswordReset,
  dismissSessionExpired,
  fetchCurrentUser,
  initialAuthState,
  logout,
  refreshSession,
  register,
  requestPasswordReset,
  resendActivation,
  reset,
  SESSION_EXPIRED_MESSAGE,
  sessionStarted,
  signIn,
  signInWithProvider,
  storedUserRestored,
} from './authSlice';
export {
  SESSION_KEY,
  isProviderUser,
  isSession,
  isSignedIn,
  keepSessionStored,
  readStoredUser,
} from './session';
export { SessionExpiredNotice } from './components/SessionExpiredNotice';
export { useSessionProfile } from './useSessionProfile';
export type { AuthState, CurrentUser, Session, StoredUser } from './types';

import type { AuthState } from './types';
import { isSignedIn } from './session';

interface WithAuth {
  auth: AuthState;
}

export const selectIsSignedIn = (state: WithAuth) => isSignedIn(state.auth.user);
export const selectIsAdmin = (state: WithAuth) => state.auth.isAdmin;
