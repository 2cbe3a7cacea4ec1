import type { Account } from '../../lib/account';
import type { RequestFlags } from '../../lib/async';

/** What the server's `jwt/create` returns, kept under the storage key `user`. */
export interface Session {
  access: string;
  refresh: string;
}

/** djoser's `users/me/`. */
export type CurrentUser = Account;

export interface AuthState extends RequestFlags {
  user: Session | null;
  isAdmin: boolean;
  /** The access token in use as the bearer of the product's server's requests. */
  token: string | null;
  currentUser: CurrentUser | null;
}
