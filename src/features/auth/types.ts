import type { Account } from '../../lib/identity/account';
import type { RequestFlags } from '../../lib/redux/thunks';
import type { ProviderUser } from '../../lib/identity/provider';

/** What the server's `jwt/create` returns, kept under the storage key `user`. */
export interface Session {
  access: string;
  refresh: string;
}

/** djoser's `users/me/`. */
export type CurrentUser = Account;

/**
 * The product's stored `user`: the returned value of the last sign-in or registration. A
 * session (email sign-in), the provider's user (Google), or the registered account (djoser's
 * answer to a registration, inactive until activated: not signed in).
 */
export type StoredUser = Session | ProviderUser | Account;

export interface AuthState extends RequestFlags {
  user: StoredUser | null;
  isAdmin: boolean;
  /** The access token in use as the bearer of the product's server's requests. */
  token: string | null;
  currentUser: CurrentUser | null;
  /** The session ended because it could not be refreshed: the layout says so. */
  sessionExpired: boolean;
  /** The profile and the admin flag being asked for now: each is asked once at a time. */
  asking: { currentUser: boolean; isAdmin: boolean };
}
