import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { addRequestFlags, createApiThunk, idleFlags } from '../../lib/async';
import { typedHooks } from '../../lib/hooks';
import {
  CANCELLED_POPUP_CODES,
  randomPassword,
  splitDisplayName,
  type ProviderUser,
} from '../../lib/identity';
import { fetchAllUsers, type UsersState } from '../users';
import {
  activateAccount,
  checkStatus,
  confirmPasswordReset as postResetConfirmation,
  createToken,
  getMe,
  refreshAccessToken,
  registerAccount,
  requestPasswordReset as postResetRequest,
  resendActivation as postResendActivation,
  type Credentials,
  type ResetConfirmation,
} from './api/auth-api';
import { isSession, readStoredUser } from './session';
import type { AuthState, Session, StoredUser } from './types';

/** The Google sign-in goes through the users slice, so the auth operations know its state too. */
type AuthStore = { auth: AuthState; users: UsersState };

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** The state of a visitor with this stored session (a page painted at build time: none). */
export function initialAuthState(user: StoredUser | null = readStoredUser()): AuthState {
  return {
    ...idleFlags,
    user,
    token: isSession(user) ? user.access : null,
    isAdmin: false,
    currentUser: null,
    sessionExpired: false,
    asking: { currentUser: false, isAdmin: false },
  };
}

/** One auth operation with the shared flags at a time: a second submit is not sent. */
const oneAtATime = {
  condition: (_: unknown, { getState }: { getState: () => AuthStore }) =>
    !getState().auth.isLoading,
};

/** `GET users/me/` into `currentUser`. */
export const fetchCurrentUser = createApiThunk<AuthState['currentUser'], undefined, AuthStore>(
  'auth/fetchCurrentUser',
  () => getMe(),
  {
    condition: (_, { getState }) => {
      const { user, asking } = getState().auth;
      return isSession(user) && !asking.currentUser;
    },
  },
);

/** `GET check_status` into `isAdmin`; false on failure. */
export const checkAdmin = createApiThunk<boolean, undefined, AuthStore>(
  'auth/checkAdmin',
  () => checkStatus(),
  {
    condition: (_, { getState }) => {
      const { user, asking } = getState().auth;
      return isSession(user) && !asking.isAdmin;
    },
  },
);

/**
 * Email sign-in: the tokens become the session (and the bearer), then the profile and the admin
 * flag are fetched with it.
 */
export const signIn = createApiThunk<Session, Credentials, AuthStore>(
  'auth/signIn',
  async (credentials, { dispatch }) => {
    const session = await createToken(credentials);
    dispatch(sessionStarted(session));
    await Promise.all([dispatch(fetchCurrentUser()), dispatch(checkAdmin())]);
    return session;
  },
  oneAtATime,
);

export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const register = createApiThunk<AuthState['user'], RegistrationForm, AuthStore>(
  'auth/register',
  (form) =>
    registerAccount({
      email: form.email,
      username: form.email,
      first_name: form.firstName,
      last_name: form.lastName,
      password: form.password,
      re_password: form.confirmPassword,
    }),
  oneAtATime,
);

/** Posts the activation link's uid and token; djoser answers a second post with 403. */
export const activate = createApiThunk<undefined, { uid: string; token: string }, AuthStore>(
  'auth/activate',
  ({ uid, token }) => activateAccount(uid, token).then(() => undefined),
  oneAtATime,
);

export const resendActivation = createApiThunk<undefined, string, AuthStore>(
  'auth/resendActivation',
  (email) => postResendActivation(email).then(() => undefined),
  oneAtATime,
);

export const requestPasswordReset = createApiThunk<undefined, string, AuthStore>(
  'auth/requestPasswordReset',
  (email) => postResetRequest(email).then(() => undefined),
  oneAtATime,
);

export const confirmPasswordReset = createApiThunk<undefined, ResetConfirmation, AuthStore>(
  'auth/confirmPasswordReset',
  (confirmation) => postResetConfirmation(confirmation).then(() => undefined),
  oneAtATime,
);

/** A new access token for the session; the HTTP client calls it on a 401 or an expired token. */
export const refreshSession = createApiThunk<string, undefined, AuthStore>(
  'auth/refreshSession',
  (_, { getState }) => {
    const { user } = getState().auth;
    if (!isSession(user)) return Promise.reject(new Error('No session to refresh'));
    return refreshAccessToken(user.refresh);
  },
  { condition: (_, { getState }) => isSession(getState().auth.user) },
);

function isCancelledPopup(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    CANCELLED_POPUP_CODES.includes(error.code)
  );
}

/**
 * Sign-in through the identity provider. The popup is opened by the caller, in the click
 * itself (a popup opened after an await is blocked by Safari); this waits for it, then
 * registers the provider's user with the product's server when no account has its email.
 * Resolves with null when the user closed the popup.
 */
export const signInWithProvider = createApiThunk<
  ProviderUser | null,
  { popup: Promise<ProviderUser>; defaultPassword: string | null },
  AuthStore
>('auth/signInWithProvider', async ({ popup, defaultPassword }, { dispatch }) => {
  let providerUser: ProviderUser;
  try {
    providerUser = await popup;
  } catch (error) {
    if (isCancelledPopup(error)) return null;
    throw error;
  }
  // Through the users slice (the specification's `users` state), which keeps the list.
  const users = await dispatch(fetchAllUsers()).unwrap();
  if (!users.some((account) => account.email === providerUser.email)) {
    const { firstName, lastName } = splitDisplayName(providerUser.displayName);
    const password = defaultPassword ?? randomPassword();
    await registerAccount({
      email: providerUser.email,
      username: providerUser.email,
      first_name: firstName,
      last_name: lastName,
      password,
      re_password: password,
    });
  }
  return providerUser;
});

const signedOut = { user: null, token: null, currentUser: null, isAdmin: false } as const;

const authSlice = createSlice({
  name: 'auth',
  initialState: () => initialAuthState(),
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
      Object.assign(state, signedOut);
      state.sessionExpired = false;
    },
    sessionStarted(state, action: { payload: Session }) {
      state.user = action.payload;
      state.token = action.payload.access;
      state.sessionExpired = false;
    },
    dismissSessionExpired(state) {
      state.sessionExpired = false;
    },
    /** The stored session, read once a page painted for a first-time visitor is hydrated. */
    storedUserRestored(state, action: { payload: StoredUser | null }) {
      state.user = action.payload;
      state.token = isSession(action.payload) ? action.payload.access : null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signIn.fulfilled, (state, action) => {
        state.user = action.payload;
        state.token = action.payload.access;
      })
      .addCase(register.fulfilled, (state, action) => {
        // The specification stores the returned value (the new, inactive account) as the user.
        state.user = action.payload;
        state.token = null;
        state.currentUser = null;
        state.isAdmin = false;
      })
      .addCase(signInWithProvider.fulfilled, (state, action) => {
        if (!action.payload) return;
        Object.assign(state, signedOut);
        state.user = action.payload;
        state.sessionExpired = false;
      })
      .addCase(fetchCurrentUser.fulfilled, (state, action) => {
        state.currentUser = action.payload;
      })
      .addCase(checkAdmin.fulfilled, (state, action) => {
        state.isAdmin = action.payload;
      })
      .addCase(checkAdmin.rejected, (state) => {
        state.isAdmin = false;
      })
      .addCase(refreshSession.fulfilled, (state, action) => {
        if (!isSession(state.user)) return;
        state.user = { refresh: state.user.refresh, access: action.payload };
        state.token = action.payload;
      })
      .addCase(refreshSession.rejected, (state) => {
        Object.assign(state, signedOut);
        state.sessionExpired = true;
        state.message = SESSION_EXPIRED_MESSAGE;
      })
      // The specification: these failures clear the stored user.
      .addMatcher(
        isAnyOf(
          signIn.rejected,
          register.rejected,
          activate.rejected,
          requestPasswordReset.rejected,
          confirmPasswordReset.rejected,
        ),
        (state) => {
          Object.assign(state, signedOut);
        },
      );
    // Whether the profile or the admin flag is being asked for: their conditions read it.
    for (const [thunk, field] of [
      [fetchCurrentUser, 'currentUser'],
      [checkAdmin, 'isAdmin'],
    ] as const) {
      builder.addMatcher(
        isAnyOf(thunk.pending, thunk.fulfilled, thunk.rejected),
        (state, action) => {
          state.asking[field] = thunk.pending.match(action);
        },
      );
    }
    addRequestFlags(builder, [
      signIn,
      register,
      activate,
      resendActivation,
      requestPasswordReset,
      confirmPasswordReset,
      signInWithProvider,
    ]);
  },
});

export const { reset, logout, sessionStarted, dismissSessionExpired, storedUserRestored } =
  authSlice.actions;
export const authReducer = authSlice.reducer;

export const { useStoreSelector: useAuthSelector, useStoreDispatch: useAuthDispatch } =
  typedHooks<AuthStore>();
