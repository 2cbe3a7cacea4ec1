import type { Account } from '../../lib/identity/account';
import type { RequestFlags } from '../../lib/redux/thunks';

/** One row of the server's `GET /users/all`. */
export type UserSummary = Account;

export type UsersStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface UsersState extends RequestFlags {
  user: UserSummary | null;
  users: UserSummary[];
  status: UsersStatus;
}
