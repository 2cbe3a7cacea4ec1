import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { addRequestFlags, createApiThunk, idleFlags } from '../../lib/redux/thunks';
import { ServiceError, toApiError } from '../../lib/http/errors';
import { typedHooks } from '../../lib/redux/hooks';
import type { ProviderSignIn } from '../../lib/identity/provider';
import { subjectOf } from '../../lib/http/jwt';
import { fetchAllUsers, type UsersState } from '../users';
import type { Credentials, ResetConfirmation } from './api/authApi';
import { GOOGLE_NOT_VERIFIED, isCancelledPopup, registerWhenNew } from './providerSignIn';
import { isSession, readStoredUser } from './session';
import type { AuthState, Session, StoredUser } from './types';
import { m } from '../../paraglide/messages.js';

type AuthApi = typeof import('./api/authApi');

/**
 * The account server's calls come with the first of them (a sign-in, a refresh, the profile), in
 * a chunk of their own, not with every page's first load.
 */
export function later<K extends keyof AuthApi>(name: K) {
  type Call = AuthApi[K];
  type Answer = Awaited<ReturnType<Call>>;
  return async (...args: Parameters<Call>): Promise<Answer> => {
    const api = await import('./api/authApi');
    return (api[name] as (...given: Parameters<Call>) => Promise<Answer>)(...args);
  };
}
const activateAccount = later('activateAccount');
const checkStatus = later('checkStatus');
const postResetConfirmation = later('confirmPasswordReset');
const createToken = later('createToken');
const exchangeGoogleToken = later('exchangeGoogleToken');
const getMe = later('getMe');
const registerAccount = later('registerAccount');
const postResetRequest = later('requestPasswordReset');
const postResendActivation = later('resendActivation');

/** The Google sign-in goes through the users slice, so the auth operations know its state too. */
export type AuthStore = { auth: AuthState; users: UsersState };

/** What the slice's message says when the session could not be refreshed (made when it ends). */
export function sessionExpiredMessage(): string {
  return m.auth_session_expired();
}

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
  async (credentials, { dispatch, getState }) => {
    const session = await createToken(credentials);
    dispatch(sessionStarted(session));
    await Promise.all([dispatch(fetchCurrentUser()), dispatch(checkAdmin())]);
    // The profile's calls may have refreshed (and so rotated) the session meanwhile: the first
    // session's refresh token is then revoked, and only the current one may be kept.
    const { user } = getState().auth;
    return isSession(user) ? user : session;
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

/**
 * Posts the activation link's uid and token, with the password chosen at registration (or none:
 * see `activateAccount`); djoser answers a second post with 403.
 */
export const activate = createApiThunk<
  undefined,
  { uid: string; token: string; password?: string },
  AuthStore
>(
  'auth/activate',
  ({ uid, token, password }) => activateAccount(uid, token, password).then(() => undefined),
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

/**
 * Sign-in through the identity provider. The popup is opened by the caller, in the click
 * itself (a popup opened after an await is blocked by Safari); this waits for it, then hands
 * the provider's ID token to the server, which verifies it and answers a session like an email
 * sign-in. A server that answers 404 there gets the older flow (`registerWhenNew`). Resolves with
 * null when the user closed the popup.
 */
export const signInWithProvider = createApiThunk<
  StoredUser | null,
  { popup: Promise<ProviderSignIn> },
  AuthStore
>('auth/signInWithProvider', async ({ popup }, { dispatch }) => {
  let signedIn: ProviderSignIn;
  try {
    signedIn = await popup;
  } catch (error) {
    if (isCancelledPopup(error)) return null;
    throw error;
  }
  let session: Session;
  try {
    session = await exchangeGoogleToken(signedIn.idToken);
  } catch (error) {
    const { status, message } = toApiError(error);
    if (status === 404) {
      // Through the users slice (the store's `users` state), which keeps the list.
      const users = await dispatch(fetchAllUsers()).unwrap();
      return registerWhenNew(signedIn.user, users);
    }
    if (status === 400 || status === 401) {
      const refused = new ServiceError('GoogleSignInRefused', message, status);
      throw Object.assign(refused, { code: GOOGLE_NOT_VERIFIED });
    }
    throw error;
  }
  dispatch(sessionStarted(session));
  await Promise.all([dispatch(fetchCurrentUser()), dispatch(checkAdmin())]);
  return session;
});

const signedOut = { user: null, token: null, currentUser: null, isAdmin: false } as const;

const authSlice = createSlice({
  name: 'auth',
  initialState: () => initialAuthState(),
  reducers: {
    /** Back to a fresh form: clears loading, error, success, message and currentUser. */
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
    /** A refreshed session, kept only while the session it replaces is still this tab's. */
    sessionRefreshed(state, action: { payload: { previous: string; session: Session } }) {
      if (!isSession(state.user) || state.user.refresh !== action.payload.previous) return;
      state.user = action.payload.session;
      state.token = action.payload.session.access;
    },
    /** The session could not be refreshed: signed out, and the layout says so. */
    sessionEnded(state, action: { payload: string }) {
      if (!isSession(state.user) || state.user.refresh !== action.payload) return;
      Object.assign(state, signedOut);
      state.sessionExpired = true;
      state.message = sessionExpiredMessage();
    },
    /**
     * Another tab changed the stored user: signed out, signed in, or rotated the session. The
     * profile is kept only while it is still the same person's session.
     */
    storedUserChanged(state, action: { payload: StoredUser | null }) {
      const next = action.payload;
      if (JSON.stringify(next) === JSON.stringify(state.user)) return;
      const previousSubject = isSession(state.user) ? subjectOf(state.user.access) : null;
      const samePerson =
        isSession(next) && previousSubject !== null && subjectOf(next.access) === previousSubject;
      if (!samePerson) {
        state.currentUser = null;
        state.isAdmin = false;
      }
      state.user = next;
      state.token = isSession(next) ? next.access : null;
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
        // Signed out (here or in another tab) while the profile loaded: it stays signed out.
        if (!isSession(state.user)) return;
        state.user = action.payload;
        state.token = action.payload.access;
      })
      .addCase(register.fulfilled, (state, action) => {
        // The product's rule: the returned value (the new, inactive account) becomes the user.
        state.user = action.payload;
        state.token = null;
        state.currentUser = null;
        state.isAdmin = false;
      })
      .addCase(signInWithProvider.fulfilled, (state, action) => {
        // A session of the server was started on the way, as by an email sign-in.
        if (!action.payload || isSession(action.payload)) return;
        Object.assign(state, signedOut);
        state.user = action.payload;
        state.sessionExpired = false;
      })
      // An answer that lands after a sign-out is not kept (nor persisted).
      .addCase(fetchCurrentUser.fulfilled, (state, action) => {
        if (isSession(state.user)) state.currentUser = action.payload;
      })
      .addCase(checkAdmin.fulfilled, (state, action) => {
        if (isSession(state.user)) state.isAdmin = action.payload;
      })
      .addCase(checkAdmin.rejected, (state) => {
        state.isAdmin = false;
      })
      // These failures clear the stored user: a failed sign-in or refresh leaves no session behind.
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

export const {
  reset,
  logout,
  sessionStarted,
  sessionRefreshed,
  sessionEnded,
  dismissSessionExpired,
  storedUserRestored,
  storedUserChanged,
} = authSlice.actions;
export const authReducer = authSlice.reducer;

export const { useStoreSelector: useAuthSelector, useStoreDispatch: useAuthDispatch } =
  typedHooks<AuthStore>();
