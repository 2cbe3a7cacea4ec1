import { initialAuthState, type AuthState } from '../src/features/auth';
import { issueToken } from '../src/mocks/server/tokens';

/** The seeded accounts of the mock server (src/mocks/seed/users.ts). */
export const ADMIN = {
  id: 1,
  email: 'admin@example.com',
  username: 'admin@example.com',
  first_name: 'Ada',
  last_name: 'Admin',
  password: 'Negril-Admin-2026',
};
export const READER = {
  id: 2,
  email: 'reader@example.com',
  username: 'reader@example.com',
  first_name: 'Rita',
  last_name: 'Reader',
  password: 'Seven-Mile-Beach-26',
};

/** Tokens the mock server accepts, as its jwt/create would issue them. */
export function sessionFor(userId: number, accessLifetimeSeconds = 300) {
  return {
    access: issueToken('access', userId, accessLifetimeSeconds),
    refresh: issueToken('refresh', userId, 24 * 60 * 60),
  };
}

/** The auth state of a signed-in user, as a returning visit restores it. */
export function signedInAuth(account: typeof ADMIN, overrides: Partial<AuthState> = {}): AuthState {
  const session = sessionFor(account.id);
  const profile = {
    id: account.id,
    email: account.email,
    username: account.username,
    first_name: account.first_name,
    last_name: account.last_name,
  };
  return {
    ...initialAuthState(),
    user: session,
    token: session.access,
    currentUser: profile,
    isAdmin: account.id === ADMIN.id,
    ...overrides,
  };
}
