// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { demoIdToken } from '../../src/lib/identity/provider';
import { getDb, outbox } from '../../src/mocks/db';
import { MAILS_PER_ADDRESS_PER_HOUR } from '../../src/mocks/server/accounts';
import { call, signIn } from './helpers';

/** The mock server agrees with the reference server's (tests/e2e/server) on these. */
const VICTIM = {
  email: '  Victim@GMail.com ',
  username: 'victim@gmail.com',
  first_name: 'Vic',
  last_name: 'Tim',
  password: 'Blue-Lagoon-Coconut-27',
  re_password: 'Blue-Lagoon-Coconut-27',
};

describe('the mock server’s accounts, by one canonical email', () => {
  it('stores the address trimmed and lower-cased, and takes any of its forms after', async () => {
    const created = await call('v1/auth/users/', { json: VICTIM });
    expect(created).toMatchObject({ status: 201, body: { email: 'victim@gmail.com' } });
    for (const email of ['VICTIM@gmail.com', 'ｖｉｃｔｉｍ@gmail.com']) {
      expect(await call('v1/auth/users/', { json: { ...VICTIM, email } })).toMatchObject({
        status: 400,
        body: { email: ['user with this email already exists.'] },
      });
    }
    getDb().users.forEach((user) => {
      if (user.email === 'victim@gmail.com') user.is_active = true;
    });
    expect((await signIn(' Victim@Gmail.COM', VICTIM.password)).access).toBeTruthy();
  });
});

describe('the mock server’s mails to one address', () => {
  it('answers 429 with Retry-After once an address had its hour’s mails', async () => {
    await call('v1/auth/users/', { json: VICTIM });
    const email = 'victim@gmail.com';
    for (let sent = 1; sent < MAILS_PER_ADDRESS_PER_HOUR; sent += 1) {
      expect((await call('v1/auth/users/resend_activation/', { json: { email } })).status).toBe(
        204,
      );
    }
    const refused = await call('v1/auth/users/resend_activation/', {
      json: { email: 'VICTIM@gmail.com' },
    });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(3500);
    expect(refused.body).toEqual({
      detail: `Request was throttled. Expected available in ${wait} seconds.`,
    });
    expect(outbox()).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR);
  });
});

describe('the mock server’s Google sign-in', () => {
  it('refuses a staff account (403), as the reference server does by default', async () => {
    const google = {
      uid: 'g-admin',
      email: 'Admin@Example.com',
      displayName: 'Ada Admin',
      photoURL: null,
      providerId: 'google.com',
    };
    expect(
      await call('v1/auth/firebase/', { json: { id_token: demoIdToken(google) } }),
    ).toMatchObject({
      status: 403,
      body: { detail: 'This account signs in with its password, not with Google.' },
    });
  });
});
