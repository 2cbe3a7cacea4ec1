import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ID_TOKEN_ISSUER, demoIdToken } from '../../src/lib/identity/provider';
import { getDb, outbox } from '../../src/mocks/db';
import { SEED_CREDENTIALS } from '../../src/mocks/seed/users';
import { call, jwtPayload, signIn, signInAdmin, signInReader } from './helpers';

const NEW_USER = {
  email: 'new@example.com',
  username: 'new@example.com',
  first_name: 'New',
  last_name: 'Person',
  password: 'Treasure-Beach-44',
  re_password: 'Treasure-Beach-44',
};

function linkParts(link: string): { uid: string; token: string } {
  const parts = link.split('/');
  return { uid: parts[parts.length - 2] ?? '', token: parts[parts.length - 1] ?? '' };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('registration, activation and sign-in', () => {
  it('runs the whole account flow as the real server does', async () => {
    const created = await call('v1/auth/users/', { json: NEW_USER });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      username: 'new@example.com',
      first_name: 'New',
      last_name: 'Person',
      email: 'new@example.com',
      id: 4,
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
    const activated = await call('v1/auth/users/activation/', { json: { uid, token } });
    expect(activated.status).toBe(204);
    expect(activated.text).toBe('');
    const again = await call('v1/auth/users/activation/', { json: { uid, token } });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ detail: 'Stale token for given user.' });

    const tokens = await signIn(NEW_USER.email, NEW_USER.password);
    expect(jwtPayload(tokens.access)).toMatchObject({ token_type: 'access', user_id: 4 });
    expect(jwtPayload(tokens.refresh)).toMatchObject({ token_type: 'refresh', user_id: 4 });

    const me = await call('v1/auth/users/me/', { token: tokens.access });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      username: 'new@example.com',
      first_name: 'New',
      last_name: 'Person',
      id: 4,
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
    expect((await call('v1/auth/users/activation/', { json: { uid, token } })).status).toBe(204);
    await signIn(SEED_CREDENTIALS.pending.email, SEED_CREDENTIALS.pending.password);
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

describe('tokens', () => {
  it('answers jwt/create as simplejwt does', async () => {
    expect((await call('v1/auth/jwt/create/', { json: {} })).body).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
    const wrong = await call('v1/auth/jwt/create/', {
      json: { email: 'admin@example.com', password: 'Negril-Admin-2025' },
    });
    expect(wrong).toMatchObject({
      status: 401,
      body: { detail: 'No active account found with the given credentials' },
    });
    const unknown = await call('v1/auth/jwt/create/', {
      json: { email: 'ghost@example.com', password: 'whatever-123' },
    });
    expect(unknown.status).toBe(401);
  });

  it('answers jwt/refresh as simplejwt does', async () => {
    const { access, refresh } = await signInReader();
    expect((await call('v1/auth/jwt/refresh/', { json: {} })).body).toEqual({
      refresh: ['This field is required.'],
    });
    expect(await call('v1/auth/jwt/refresh/', { json: { refresh: 'garbage' } })).toMatchObject({
      status: 401,
      body: { detail: 'Token is invalid or expired', code: 'token_not_valid' },
    });
    expect(await call('v1/auth/jwt/refresh/', { json: { refresh: access } })).toMatchObject({
      status: 401,
      body: { detail: 'Token has wrong type', code: 'token_not_valid' },
    });
    // A bad bearer does not matter to the token views.
    const withBadBearer = await call('v1/auth/jwt/refresh/', {
      json: { refresh },
      token: 'garbage',
    });
    expect(withBadBearer.status).toBe(200);
  });

  it('rejects tampered, expired and refresh tokens as bearers', async () => {
    const { access, refresh } = await signInReader();
    const invalid = {
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [
        {
          token_class: 'AccessToken',
          token_type: 'access',
          message: 'Token is invalid or expired',
        },
      ],
    };
    const [header, payload, signature] = access.split('.');
    const forged = btoa(JSON.stringify({ ...jwtPayload(access), user_id: 1 }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(
      (await call('v1/auth/users/me/', { token: `${header}.${forged}.${signature}` })).body,
    ).toEqual(invalid);
    expect((await call('v1/auth/users/me/', { token: `${header}.${payload}` })).body).toEqual(
      invalid,
    );
    expect((await call('v1/auth/users/me/', { token: refresh })).body).toEqual({
      ...invalid,
      messages: [
        { token_class: 'AccessToken', token_type: 'access', message: 'Token has wrong type' },
      ],
    });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301 * 1000);
    const expired = await call('v1/auth/users/me/', { token: access });
    expect(expired).toMatchObject({ status: 401, body: invalid });
    // The refresh token lives a day.
    const rotated = await call('v1/auth/jwt/refresh/', { json: { refresh } });
    expect(rotated.status).toBe(200);
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
    const { refresh: next } = rotated.body as { refresh: string };
    expect(await call('v1/auth/jwt/refresh/', { json: { refresh: next } })).toMatchObject({
      status: 401,
      body: { detail: 'Token is invalid or expired', code: 'token_not_valid' },
    });
  });

  it('answers 401 for a bad bearer on every public endpoint', async () => {
    const requests: [string, unknown][] = [
      ['press/', undefined],
      ['negril_guide/', undefined],
      ['v1/auth/users/', NEW_USER],
      ['v1/auth/users/activation/', { uid: 'MQ', token: 'x-1' }],
      ['v1/auth/users/reset_password/', { email: 'reader@example.com' }],
    ];
    for (const [path, json] of requests) {
      const result = await call(path, { json, token: 'not.a.token' });
      expect(result.status, path).toBe(401);
      expect(result.body, path).toMatchObject({
        detail: 'Given token not valid for any token type',
        code: 'token_not_valid',
      });
      expect((await call(path, { json })).status, path).not.toBe(401);
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
    ]);
  });

  it('answers me/ with 401 without a token', async () => {
    expect(await call('v1/auth/users/me/')).toMatchObject({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
  });
});

describe('refresh rotation and revocation (simplejwt’s blacklist app)', () => {
  it('answers a new pair on refresh, and refuses the refresh token it replaced', async () => {
    const { refresh } = await signInReader();
    const first = await call('v1/auth/jwt/refresh/', { json: { refresh } });
    const rotated = first.body as { access: string; refresh: string };
    expect(rotated.refresh).not.toBe(refresh);
    expect(jwtPayload(rotated.refresh)).toMatchObject({ token_type: 'refresh', user_id: 2 });
    expect((await call('v1/auth/users/me/', { token: rotated.access })).status).toBe(200);
    expect(await call('v1/auth/jwt/refresh/', { json: { refresh } })).toMatchObject({
      status: 401,
      body: { detail: 'Token is blacklisted', code: 'token_not_valid' },
    });
    expect(
      (await call('v1/auth/jwt/refresh/', { json: { refresh: rotated.refresh } })).status,
    ).toBe(200);
  });

  it('revokes a refresh token on jwt/blacklist/, and refuses an unknown or revoked one', async () => {
    const { access, refresh } = await signInReader();
    expect((await call('v1/auth/jwt/blacklist/', { json: {} })).body).toEqual({
      refresh: ['This field is required.'],
    });
    expect(await call('v1/auth/jwt/blacklist/', { json: { refresh: 'garbage' } })).toMatchObject({
      status: 401,
      body: { detail: 'Token is invalid or expired', code: 'token_not_valid' },
    });
    expect(await call('v1/auth/jwt/blacklist/', { json: { refresh: access } })).toMatchObject({
      status: 401,
      body: { detail: 'Token has wrong type', code: 'token_not_valid' },
    });
    expect(await call('v1/auth/jwt/blacklist/', { json: { refresh } })).toMatchObject({
      status: 200,
      body: {},
    });
    for (const path of ['v1/auth/jwt/blacklist/', 'v1/auth/jwt/refresh/']) {
      expect(await call(path, { json: { refresh } }), path).toMatchObject({
        status: 401,
        body: { detail: 'Token is blacklisted', code: 'token_not_valid' },
      });
    }
    // The access token lives on until it expires, as on the real server.
    expect((await call('v1/auth/users/me/', { token: access })).status).toBe(200);
  });
});

describe('Google sign-in (auth/firebase/)', () => {
  const google = {
    uid: 'g-1',
    email: 'kemar@example.com',
    displayName: 'Kemar Anthony Brown',
    photoURL: null,
    providerId: 'google.com',
  };
  const exchange = (idToken: unknown) =>
    call('v1/auth/firebase/', { json: idToken === undefined ? {} : { id_token: idToken } });
  /** A stand-in token with some claims changed. */
  const tokenWith = (claims: Record<string, unknown>) => {
    const [header = '', payload = ''] = demoIdToken(google).split('.');
    const changed = { ...jwtPayload(`${header}.${payload}.`), ...claims };
    const encoded = btoa(JSON.stringify(changed)).replace(/\+/g, '-').replace(/\//g, '_');
    return `${header}.${encoded.replace(/=+$/, '')}.`;
  };

  it('makes an active account with an unusable password, and answers a session for it', async () => {
    const answer = await exchange(demoIdToken(google));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body as object)).toEqual(['refresh', 'access']);
    const { access } = answer.body as { access: string };
    expect((await call('v1/auth/users/me/', { token: access })).body).toEqual({
      username: 'kemar@example.com',
      first_name: 'Kemar',
      last_name: 'Anthony Brown',
      id: 4,
      email: 'kemar@example.com',
    });
    // No password signs in to it; the reset mail is how its owner sets one.
    expect(
      (await call('v1/auth/jwt/create/', { json: { email: google.email, password: '!' } })).status,
    ).toBe(401);
    await call('v1/auth/users/reset_password/', { json: { email: google.email } });
    expect(outbox().map((mail) => [mail.kind, mail.to])).toEqual([
      ['password_reset', google.email],
    ]);
    // The second sign-in finds the same account.
    expect((await exchange(demoIdToken(google))).status).toBe(200);
    expect(getDb().users.filter((user) => user.email === google.email)).toHaveLength(1);
  });

  it('activates an account waiting for activation, and the password chosen at registration no longer signs in', async () => {
    await call('v1/auth/users/', { json: NEW_USER });
    const answer = await exchange(demoIdToken({ ...google, email: 'New@Example.com' }));
    expect(answer.status).toBe(200);
    const { access } = answer.body as { access: string };
    expect(jwtPayload(access)).toMatchObject({ user_id: 4 });
    const refused = await call('v1/auth/jwt/create/', {
      json: { email: NEW_USER.email, password: NEW_USER.password },
    });
    expect(refused.status).toBe(401);
  });

  it('answers 400 without a token and 401 for one it cannot verify', async () => {
    for (const missing of [undefined, '', '   ']) {
      expect(await exchange(missing)).toMatchObject({
        status: 400,
        body: { id_token: ['This field is required.'] },
      });
    }
    const refused = { status: 401, body: { detail: 'The Google sign-in could not be verified.' } };
    const now = Math.floor(Date.now() / 1000);
    for (const token of [
      'not-a-token',
      tokenWith({ exp: now - 1 }),
      tokenWith({ email_verified: false }),
      tokenWith({ email: undefined }),
      tokenWith({ iss: 'https://securetoken.google.com/another-project', aud: 'another-project' }),
      tokenWith({ iss: `${DEMO_ID_TOKEN_ISSUER}/not` }),
    ]) {
      expect(await exchange(token), token).toMatchObject(refused);
    }
    expect(getDb().users).toHaveLength(3);
  });
});
