import {
  CANCELLED_POPUP_CODES,
  randomPassword,
  splitDisplayName,
  type ProviderUser,
} from '../../lib/identity/provider';
import type { UsersState } from '../users';

/** What a Google sign-in the server refused (400, 401) is called: its words are the screen's. */
export const GOOGLE_NOT_VERIFIED = 'server/google-not-verified';

export function isCancelledPopup(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    CANCELLED_POPUP_CODES.includes(error.code)
  );
}

/**
 * The older flow, for a server without the Google endpoint: the list of every account, and a
 * registration with a random password when none has the provider's email. The provider's user is
 * then the stored user (no session of the server: nothing it serves is open to this sign-in).
 */
export function registerWhenNew(
  providerUser: ProviderUser,
  users: UsersState['users'],
): Promise<ProviderUser> {
  if (users.some((account) => account.email === providerUser.email)) {
    return Promise.resolve(providerUser);
  }
  const { firstName, lastName } = splitDisplayName(providerUser.displayName);
  const password = randomPassword();
  // The account server's calls are a chunk of their own (authSlice.ts).
  return import('./api/authApi')
    .then(({ registerAccount }) =>
      registerAccount({
        email: providerUser.email,
        username: providerUser.email,
        first_name: firstName,
        last_name: lastName,
        password,
        re_password: password,
      }),
    )
    .then(() => providerUser);
}
