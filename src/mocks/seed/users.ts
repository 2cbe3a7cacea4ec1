import { hashPassword } from '../server/tokens';
import type { UserRecord } from './types';

/** The demo's accounts; the README lists the first two for visitors to sign in with. */
export const SEED_CREDENTIALS = {
  admin: { email: 'admin@example.com', password: 'Negril-Admin-2026' },
  reader: { email: 'reader@example.com', password: 'Seven-Mile-Beach-26' },
  /** Registered but never activated: signing in fails as for a wrong password. */
  pending: { email: 'marcus@example.com', password: 'Booby-Cay-Sailing-9' },
  /** Plans a trip with the reader (seed/trips.ts), so one visitor alone sees planning together. */
  companion: { email: 'companion@example.com', password: 'Rock-House-Cliffs-26' },
} as const;

/** The companion's account, as seeded (id 4) and as added to a database kept from before. */
export function companionUser(id = 4): UserRecord {
  return {
    id,
    email: SEED_CREDENTIALS.companion.email,
    username: SEED_CREDENTIALS.companion.email,
    first_name: 'Cora',
    last_name: 'Companion',
    password: hashPassword(SEED_CREDENTIALS.companion.password, 'seed-companion'),
    is_active: true,
    is_staff: false,
  };
}

export function seedUsers(): UserRecord[] {
  return [
    {
      id: 1,
      email: SEED_CREDENTIALS.admin.email,
      username: SEED_CREDENTIALS.admin.email,
      first_name: 'Ada',
      last_name: 'Admin',
      password: hashPassword(SEED_CREDENTIALS.admin.password, 'seed-admin'),
      is_active: true,
      is_staff: true,
    },
    {
      id: 2,
      email: SEED_CREDENTIALS.reader.email,
      username: SEED_CREDENTIALS.reader.email,
      first_name: 'Rita',
      last_name: 'Reader',
      password: hashPassword(SEED_CREDENTIALS.reader.password, 'seed-reader'),
      is_active: true,
      is_staff: false,
    },
    {
      id: 3,
      email: SEED_CREDENTIALS.pending.email,
      username: SEED_CREDENTIALS.pending.email,
      first_name: 'Marcus',
      last_name: 'Bailey',
      password: hashPassword(SEED_CREDENTIALS.pending.password, 'seed-pending'),
      is_active: false,
      is_staff: false,
    },
    companionUser(),
  ];
}
