// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { demoIdToken } from '../../src/lib/identity/provider';
import { getDb } from '../../src/mocks/db';
import { SEED_CREDENTIALS } from '../../src/mocks/seed/users';
import { call, signIn, signInReader, type TokenPair } from './helpers';

/** Deleting an account in the demo, as on the reference server (tests/e2e/server/contract/accounts/deletion.py). */

const TRIP = { days: [{ name: '', stops: [{ id: 4, time: null }] }], start: null };
const GOOGLE = {
  uid: 'g-leaving',
  email: 'leaving@gmail.com',
  displayName: 'Lee Leaving',
  photoURL: null,
  providerId: 'google.com',
};

async function withTrip(tokens: TokenPair): Promise<number> {
  await call('v1/trip/', {
    method: 'PUT',
    json: TRIP,
    token: tokens.access,
    headers: { 'If-Match': '"0"' },
  });
  const me = await call('v1/auth/users/me/', { token: tokens.access });
  return (me.body as { id: number }).id;
}

async function expectGone(tokens: TokenPair, id: number) {
  expect(getDb().users.some((user) => user.id === id)).toBe(false);
  expect(getDb().trips?.some((trip) => trip.user_id === id)).toBe(false);
  expect(await call('v1/trip/', { token: tokens.access })).toMatchObject({
    status: 401,
    body: { detail: 'User not found', code: 'user_not_found' },
  });
  expect(await call('v1/auth/jwt/refresh/', { json: { refresh: tokens.refresh } })).toMatchObject({
    status: 401,
    body: { detail: 'Token is blacklisted', code: 'token_not_valid' },
  });
}

describe('DELETE users/me/ (password accounts)', () => {
  it('deletes the account and its trip with the right password only', async () => {
    const tokens = await signInReader();
    const id = await withTrip(tokens);
    const remove = (json: unknown, token = tokens.access) =>
      call('v1/auth/users/me/', { method: 'DELETE', json, token });
    expect(await remove({ current_password: SEED_CREDENTIALS.reader.password }, '')).toMatchObject({
      status: 401,
    });
    expect(await remove({ current_password: 'Not-It-123' })).toMatchObject({
      status: 400,
      body: { current_password: ['Invalid password.'] },
    });
    expect(await remove({})).toMatchObject({
      status: 400,
      body: { current_password: ['This field is required.'] },
    });
    expect(getDb().trips?.filter((trip) => trip.user_id === id)).toHaveLength(1);
    const deleted = await remove({ current_password: SEED_CREDENTIALS.reader.password });
    expect(deleted).toMatchObject({ status: 204, text: '' });
    await expectGone(tokens, id);
    expect(
      await call('v1/auth/jwt/create/', {
        json: { email: SEED_CREDENTIALS.reader.email, password: SEED_CREDENTIALS.reader.password },
      }),
    ).toMatchObject({
      status: 401,
      body: { detail: 'No active account found with the given credentials' },
    });
  });

  it('never gives a deleted account’s id to a new account', async () => {
    const google = await call('v1/auth/firebase/', { json: { id_token: demoIdToken(GOOGLE) } });
    const tokens = google.body as TokenPair;
    const id = await withTrip(tokens);
    await call('v1/auth/firebase/delete/', {
      json: { id_token: demoIdToken(GOOGLE) },
      token: tokens.access,
    });
    const again = await call('v1/auth/firebase/', { json: { id_token: demoIdToken(GOOGLE) } });
    const me = await call('v1/auth/users/me/', { token: (again.body as TokenPair).access });
    expect((me.body as { id: number }).id).toBeGreaterThan(id);
    expect((await call('v1/auth/users/me/', { token: tokens.access })).status).toBe(401);
  });
});

describe('POST firebase/delete/ (Google accounts)', () => {
  it('deletes the account with a fresh token of the same account only', async () => {
    const tokens = (await call('v1/auth/firebase/', { json: { id_token: demoIdToken(GOOGLE) } }))
      .body as TokenPair;
    const id = await withTrip(tokens);
    const remove = (idToken: unknown, token = tokens.access) =>
      call('v1/auth/firebase/delete/', { json: { id_token: idToken }, token });
    expect((await remove(demoIdToken(GOOGLE), '')).status).toBe(401);
    expect(await remove('')).toMatchObject({
      status: 400,
      body: { id_token: ['This field is required.'] },
    });
    expect(await remove('garbage')).toMatchObject({
      status: 400,
      body: { id_token: ['The Google sign-in could not be verified.'] },
    });
    const expired = demoIdToken(GOOGLE, Date.now() - 2 * 3600_000);
    expect((await remove(expired)).status).toBe(400);
    expect(await remove(demoIdToken({ ...GOOGLE, email: 'someone@gmail.com' }))).toMatchObject({
      status: 403,
      body: { detail: 'This Google account is not the signed-in account.' },
    });
    expect(await remove(demoIdToken(GOOGLE, Date.now() - 6 * 60_000))).toMatchObject({
      status: 403,
      body: {
        detail:
          'Sign in with Google again: deleting an account needs a sign-in of the last 5 minutes.',
      },
    });
    expect(getDb().users.some((user) => user.id === id)).toBe(true);
    const fresh = demoIdToken({ ...GOOGLE, email: 'Leaving@GMail.com' }, Date.now() - 4 * 60_000);
    expect(await remove(fresh)).toMatchObject({ status: 204, text: '' });
    await expectGone(tokens, id);
  });

  it('lets a password account use it when the email matches', async () => {
    const tokens = await signIn(SEED_CREDENTIALS.reader.email, SEED_CREDENTIALS.reader.password);
    const google = { ...GOOGLE, email: SEED_CREDENTIALS.reader.email };
    expect(
      (
        await call('v1/auth/firebase/delete/', {
          json: { id_token: demoIdToken(google) },
          token: tokens.access,
        })
      ).status,
    ).toBe(204);
  });
});
