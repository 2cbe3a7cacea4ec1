// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { outbox } from '../../src/mocks/db';
import { SEED_CREDENTIALS } from '../../src/mocks/seed/users';
import { call, jwtPayload, NEW_USER, signIn, signInAdmin, signInReader } from './helpers';

function linkParts(link: string): { uid: string; token: string } {
  const parts = link.split('/');
  return { uid: parts[parts.length - 2] ?? '', token: parts[parts.length - 1] ?? '' };
}

describe('registration, activation and sign-in', () => {
  it('runs the whole account flow as the real server does', async () => {
    const created = await call('v1/auth/users/', { json: NEW_USER });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      username: 'new@example.com',
      first_name: 'New',
      last_name: 'Person',
      email: 'new@example.com',
      id: 5,
    });

    // Not active yet: signing in fails exactly like a wrong password.
    const early = await call('v1/auth/jwt/create/', {
      json: { email: NEW_USER.email, password: NEW_USER.password },
    });
    expect(early.status).toBe(401);
    expect(early.body).toEqual({ detail: 'No active account found with the given credentials' });

    const [email] = outbox();
    expect(email).toMatchObject({
      kind: 'activation',
      to: 'new@example.com',
      subject: 'Account activation on Negril Life',
    });
    expect(email?.link).toMatch(/^\/activate\/[A-Za-z0-9_-]+\/[0-9a-z]+$/);

    const { uid, token } = linkParts(email?.link ?? '');
    const wrong = await call('v1/auth/users/activation/', {
      json: { uid, token, password: 'Not-The-One-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      password: ['This is not the password chosen when this account was registered.'],
    });
    const activated = await call('v1/auth/users/activation/', {
      json: { uid, token, password: NEW_USER.password },
    });
    expect(activated.status).toBe(204);
    expect(activated.text).toBe('');
    const again = await call('v1/auth/users/activation/', {
      json: { uid, token, password: NEW_USER.password },
    });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ detail: 'Stale token for given user.' });

    const tokens = await signIn(NEW_USER.email, NEW_USER.password);
    expect(jwtPayload(tokens.access)).toMatchObject({ token_type: 'access', user_id: 5 });
    expect(jwtPayload(tokens.refresh)).toMatchObject({ token_type: 'refresh', user_id: 5 });

    const me = await call('v1/auth/users/me/', { token: tokens.access });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      username: 'new@example.com',
      first_name: 'New',
      last_name: 'Person',
      id: 5,
      email: 'new@example.com',
    });

    const refreshed = await call('v1/auth/jwt/refresh/', { json: { refresh: tokens.refresh } });
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body as object)).toEqual(['access', 'refresh']);
    const { access } = refreshed.body as { access: string };
    expect(access).not.toBe(tokens.access);
    expect((await call('v1/auth/users/me/', { token: access })).status).toBe(200);
    expect((await call('check_status', { token: access })).body).toBe(false);
  });

  it('tells admins from readers through check_status', async () => {
    const admin = await signInAdmin();
    const reader = await signInReader();
    const adminStatus = await call('check_status', { token: admin.access });
    expect(adminStatus.status).toBe(200);
    expect(adminStatus.text).toBe('true');
    const readerStatus = await call('check_status', { token: reader.access });
    expect(readerStatus.text).toBe('false');
    expect(await call('check_status')).toMatchObject({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
  });

  it('accepts the JWT prefix and ignores other prefixes', async () => {
    const { access } = await signInReader();
    expect((await call('v1/auth/users/me/', { authorization: `JWT ${access}` })).status).toBe(200);
    const other = await call('v1/auth/users/me/', { authorization: `Token ${access}` });
    expect(other).toMatchObject({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
  });

  it('resends the activation e-mail only to an inactive account', async () => {
    for (const email of ['marcus@example.com', 'reader@example.com', 'nobody@example.com']) {
      const result = await call('v1/auth/users/resend_activation/', { json: { email } });
      expect(result.status).toBe(204);
    }
    expect(outbox().map((email) => email.to)).toEqual(['marcus@example.com']);
    expect(
      (await call('v1/auth/users/resend_activation/', { json: { email: 'not-an-email' } })).body,
    ).toEqual({ email: ['Enter a valid email address.'] });

    const { uid, token } = linkParts(outbox()[0]?.link ?? '');
    const password = SEED_CREDENTIALS.pending.password;
    expect(
      (await call('v1/auth/users/activation/', { json: { uid, token, password } })).status,
    ).toBe(204);
    await signIn(SEED_CREDENTIALS.pending.email, password);
  });

  it('activates without the password as its owner who did not register: the password is gone, a link to choose one is mailed', async () => {
    await call('v1/auth/users/resend_activation/', { json: { email: 'marcus@example.com' } });
    const { uid, token } = linkParts(outbox()[0]?.link ?? '');
    expect((await call('v1/auth/users/activation/', { json: { uid, token } })).status).toBe(204);
    const password = SEED_CREDENTIALS.pending.password;
    const refused = await call('v1/auth/jwt/create/', {
      json: { email: SEED_CREDENTIALS.pending.email, password },
    });
    expect(refused.status).toBe(401);
    expect(outbox().map((email) => [email.kind, email.to])).toEqual([
      ['activation', 'marcus@example.com'],
      ['password_reset', 'marcus@example.com'],
    ]);
  });

  it('rejects bad activation links', async () => {
    await call('v1/auth/users/', { json: NEW_USER });
    const { uid, token } = linkParts(outbox()[0]?.link ?? '');
    expect((await call('v1/auth/users/activation/', { json: { uid: 'zz', token } })).body).toEqual({
      uid: ["Invalid user id or user doesn't exist."],
    });
    expect(
      (await call('v1/auth/users/activation/', { json: { uid, token: `${token}0` } })).body,
    ).toEqual({ token: ['Invalid token for given user.'] });
    expect((await call('v1/auth/users/activation/', { json: {} })).body).toEqual({
      uid: ['This field is required.'],
      token: ['This field is required.'],
    });
  });
});

describe('registration validation', () => {
  async function register(changes: Record<string, unknown>) {
    return call('v1/auth/users/', { json: { ...NEW_USER, ...changes } });
  }

  it('answers each of the contract’s cases', async () => {
    expect((await call('v1/auth/users/', { json: {} })).body).toEqual({
      username: ['This field is required.'],
      first_name: ['This field is required.'],
      last_name: ['This field is required.'],
      email: ['This field is required.'],
      password: ['This field is required.'],
      re_password: ['This field is required.'],
    });
    expect((await register({ re_password: 'Treasure-Beach-45' })).body).toEqual({
      non_field_errors: ["The two password fields didn't match."],
    });
    expect((await register({ password: 'password', re_password: 'password' })).body).toEqual({
      password: ['This password is too common.'],
    });
    expect((await register({ password: '1234', re_password: '1234' })).body).toEqual({
      password: [
        'This password is too short. It must contain at least 8 characters.',
        'This password is too common.',
        'This password is entirely numeric.',
      ],
    });
    expect((await register({ email: 'reader@example.com' })).body).toEqual({
      email: ['user with this email already exists.'],
    });
    const bad = await register({ email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ email: ['Enter a valid email address.'] });
    expect(outbox()).toEqual([]);
  });

  it('takes an e-mail in other capitals for the same address (one canonical form)', async () => {
    const result = await register({ email: 'Reader@example.com', username: 'Reader@example.com' });
    expect(result).toMatchObject({
      status: 400,
      body: { email: ['user with this email already exists.'] },
    });
  });

  it('accepts the seed passwords as strong enough', async () => {
    const passwords = [SEED_CREDENTIALS.admin.password, SEED_CREDENTIALS.reader.password];
    for (const [index, password] of passwords.entries()) {
      const email = `guest${index}@example.com`;
      const result = await register({ email, username: email, password, re_password: password });
      expect(result.status).toBe(201);
    }
  });
});

describe('password reset', () => {
  it('mails active users only and accepts each token once', async () => {
    for (const email of ['reader@example.com', 'marcus@example.com', 'ghost@example.com']) {
      expect((await call('v1/auth/users/reset_password/', { json: { email } })).status).toBe(204);
    }
    expect((await call('v1/auth/users/reset_password/', { json: {} })).body).toEqual({
      email: ['This field is required.'],
    });
    expect(outbox()).toHaveLength(1);
    const [email] = outbox();
    expect(email).toMatchObject({ kind: 'password_reset', to: 'reader@example.com' });
    expect(email?.link).toMatch(/^\/password\/reset\/confirm\/[A-Za-z0-9_-]+\/[0-9a-z]+$/);
    const { uid, token } = linkParts(email?.link ?? '');
    const oldTokens = await signInReader();

    const confirm = (changes: Record<string, string>) =>
      call('v1/auth/users/reset_password_confirm/', {
        json: {
          uid,
          token,
          new_password: 'Negril-Sunrise-88',
          re_new_password: 'Negril-Sunrise-88',
          ...changes,
        },
      });
    expect((await confirm({ re_new_password: 'Negril-Sunrise-89' })).body).toEqual({
      non_field_errors: ["The two password fields didn't match."],
    });
    expect(
      (await confirm({ new_password: 'password1', re_new_password: 'password1' })).body,
    ).toEqual({ new_password: ['This password is too common.'] });
    expect((await confirm({ uid: 'OTk' })).body).toEqual({
      uid: ["Invalid user id or user doesn't exist."],
    });
    expect((await confirm({ token: 'abc-123' })).body).toEqual({
      token: ['Invalid token for given user.'],
    });
    expect((await confirm({})).status).toBe(204);
    expect((await confirm({})).body).toEqual({ token: ['Invalid token for given user.'] });

    await expect(signInReader()).rejects.toThrow('sign-in failed');
    await signIn('reader@example.com', 'Negril-Sunrise-88');
    // Tokens issued before the reset stay valid, as on the real server.
    expect((await call('v1/auth/users/me/', { token: oldTokens.access })).status).toBe(200);
  });
});

describe('users', () => {
  it('lists every user, inactive included, on users/all, to staff only', async () => {
    expect(await call('users/all')).toMatchObject({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
    const reader = await signInReader();
    expect(await call('users/all', { token: reader.access })).toMatchObject({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    const admin = await signInAdmin();
    const result = await call('users/all', { token: admin.access });
    expect(result.status).toBe(200);
    expect(result.body).toEqual([
      {
        id: 1,
        email: 'admin@example.com',
        username: 'admin@example.com',
        first_name: 'Ada',
        last_name: 'Admin',
      },
      {
        id: 2,
        email: 'reader@example.com',
        username: 'reader@example.com',
        first_name: 'Rita',
        last_name: 'Reader',
      },
      {
        id: 3,
        email: 'marcus@example.com',
        username: 'marcus@example.com',
        first_name: 'Marcus',
        last_name: 'Bailey',
      },
      {
        id: 4,
        email: 'companion@example.com',
        username: 'companion@example.com',
        first_name: 'Cora',
        last_name: 'Companion',
      },
    ]);
  });

  it('answers me/ with 401 without a token', async () => {
    expect(await call('v1/auth/users/me/')).toMatchObject({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
  });
});
