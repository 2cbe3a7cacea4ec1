export {
  activate,
  authReducer,
  checkAdmin,
  confirmPasswordReset,
  fetchCurrentUser,
  initialAuthState,
  logout,
  register,
  requestPasswordReset,
  reset,
  sessionExpiredMessage,
  signIn,
  storedUserChanged,
  storedUserRestored,
} from './authSlice';
export { refreshSession, revokeWhatOnlyThisTabHeld, signOut } from './sessionThunks';
export {
  followOtherTabs,
  isSignedIn,
  keepSessionStored,
  readStoredUser,
  SESSION_KEY,
} from './session';
export { SessionExpiredNotice } from './components/SessionExpiredNotice';
export { useSessionProfile } from './useSessionProfile';
export type { AuthState } from './types';

import type { AuthState } from './types';
import { isSignedIn } from './session';

interface WithAuth {
  auth: AuthState;
}

export const selectIsSignedIn = (state: WithAuth) => isSignedIn(state.auth.user);
export const selectIsAdmin = (state: WithAuth) => state.auth.isAdmin;
