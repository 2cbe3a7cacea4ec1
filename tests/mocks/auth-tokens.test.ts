// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ID_TOKEN_ISSUER, demoIdToken } from '../../src/lib/identity/provider';
import { getDb, outbox } from '../../src/mocks/db';
import { call, jwtPayload, NEW_USER, signInReader } from './helpers';

afterEach(() => {
  vi.useRealTimers();
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
      id: 5,
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
    expect(jwtPayload(access)).toMatchObject({ user_id: 5 });
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
    expect(getDb().users).toHaveLength(4);
  });
});
