import { http, HttpResponse, type RequestHandler } from 'msw';
import { DEMO_ID_TOKEN_ISSUER, splitDisplayName } from '../../lib/identity/provider';
import { readClaims } from '../../lib/http/jwt';
import { getDb, nextUserId, saveDb } from '../db';
import type { UserRecord } from '../seed/types';
import {
  authenticated,
  detail,
  hasErrors,
  json,
  noContent,
  NOT_AUTHENTICATED,
  readData,
  readFields,
  type ServerOptions,
} from './common';
import {
  accountToken,
  checkPassword,
  checkToken,
  decodeUid,
  encodeUid,
  hashPassword,
  issueToken,
  REFRESH_LIFETIME_SECONDS,
  refreshTokenId,
  UNUSABLE_PASSWORD,
} from './tokens';

/**
 * The djoser and simplejwt endpoints the site calls, with their exact bodies for what the screens
 * show. The end-to-end suite runs against the real
 * server; these answer the demo and the unit tests.
 */

const PASSWORD_MISMATCH = { non_field_errors: ["The two password fields didn't match."] };
const INVALID_UID = { uid: ["Invalid user id or user doesn't exist."] };
const INVALID_TOKEN = { token: ['Invalid token for given user.'] };
const NOT_THE_PASSWORD = 'This is not the password chosen when this account was registered.';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/** The reference server's one form of an address (trimmed, NFKC, lower-cased), compared exactly. */
export function canonicalEmail(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase().normalize('NFKC').trim();
}

/** Mails to one address in an hour, as the reference server's THROTTLE_MAIL_ADDRESS_RATE. */
export const MAILS_PER_ADDRESS_PER_HOUR = 5;

/** DRF's 429 when `email` had its hour's mails: the seconds until the oldest is an hour old. */
function mailsThrottled(email: string): Response | null {
  const hourAgo = Date.now() - 3_600_000;
  const sent = getDb()
    .outbox.filter((mail) => mail.to === email && Date.parse(mail.sentAt) > hourAgo)
    .map((mail) => Date.parse(mail.sentAt));
  if (sent.length < MAILS_PER_ADDRESS_PER_HOUR) return null;
  const wait = Math.max(1, Math.ceil((Math.min(...sent) - hourAgo) / 1000));
  const unit = wait === 1 ? 'second' : 'seconds';
  return HttpResponse.json(
    { detail: `Request was throttled. Expected available in ${wait} ${unit}.` },
    { status: 429, headers: { 'Retry-After': String(wait) } },
  );
}
const SITE_NAME = 'Negril Life';
const COMMON_PASSWORDS = new Set(
  'password password1 password123 passw0rd qwerty qwerty123 letmein iloveyou welcome admin 1234 12345 123456 12345678 123456789'.split(
    ' ',
  ),
);

/** Django's default validators, as they answer the passwords a visitor is likely to try. */
function passwordErrors(password: string): string[] {
  return [
    password.length < 8 && 'This password is too short. It must contain at least 8 characters.',
    COMMON_PASSWORDS.has(password.toLowerCase()) && 'This password is too common.',
    /^\d+$/.test(password) && 'This password is entirely numeric.',
  ].filter((message) => message !== false);
}

/** djoser's activation and reset e-mails, "sent" into the outbox the demo's inbox shows. */
function sendEmail(user: UserRecord, kind: 'activation' | 'password_reset'): void {
  const [path, subject] =
    kind === 'activation'
      ? ['activate', 'Account activation']
      : ['password/reset/confirm', 'Password reset'];
  getDb().outbox.push({
    kind,
    to: user.email,
    subject: `${subject} on ${SITE_NAME}`,
    link: `/${path}/${encodeUid(user.id)}/${accountToken(user)}`,
    sentAt: new Date().toISOString(),
  });
  saveDb();
}

function userByUid(uid: string): UserRecord | undefined {
  const id = decodeUid(uid);
  return getDb().users.find((user) => user.id === id);
}

async function register(request: Request): Promise<Response> {
  const names = [
    'username',
    'first_name',
    'last_name',
    'email',
    'password',
    're_password',
  ] as const;
  const { values, errors } = readFields(await readData(request), names);
  const { password } = values;
  const email = canonicalEmail(values.email);
  if (!errors.email && !EMAIL_PATTERN.test(email)) errors.email = ['Enter a valid email address.'];
  if (!errors.email && getDb().users.some((user) => user.email === email)) {
    errors.email = ['user with this email already exists.'];
  }
  if (hasErrors(errors)) return json(errors, 400);
  const weaknesses = passwordErrors(password);
  if (weaknesses.length > 0) return json({ password: weaknesses }, 400);
  if (password !== values.re_password) return json(PASSWORD_MISMATCH, 400);

  const { username, first_name, last_name } = values;
  const db = getDb();
  const user: UserRecord = {
    id: nextUserId(db),
    email,
    username,
    first_name,
    last_name,
    password: hashPassword(password),
    is_active: false,
    is_staff: false,
  };
  db.users.push(user);
  sendEmail(user, 'activation');
  return json({ username, first_name, last_name, email, id: user.id }, 201);
}

/**
 * users/activation/ {uid, token, password?}, as the reference server: the password chosen at
 * registration keeps it (another is a 400, still inactive); none activates with no usable password
 * and mails the reset link, so that no account starts with a password its owner did not choose.
 */
async function activate(request: Request): Promise<Response> {
  const data = await readData(request);
  const { values, errors } = readFields(data, ['uid', 'token']);
  if (hasErrors(errors)) return json(errors, 400);
  const user = userByUid(values.uid);
  if (!user) return json(INVALID_UID, 400);
  if (values.token !== accountToken(user)) return json(INVALID_TOKEN, 400);
  if (user.is_active) return detail('Stale token for given user.', 403);
  const { password } = data;
  if (password !== undefined && password !== null && password !== '') {
    if (typeof password !== 'string' || !checkPassword(password, user.password)) {
      return json({ password: [NOT_THE_PASSWORD] }, 400);
    }
  } else {
    user.password = UNUSABLE_PASSWORD;
    sendEmail(user, 'password_reset');
  }
  user.is_active = true;
  saveDb();
  return noContent();
}

/** resend_activation/ (inactive accounts) and reset_password/ (active ones): always 204. */
function mailTo(kind: 'activation' | 'password_reset') {
  return async (request: Request): Promise<Response> => {
    const { values, errors } = readFields(await readData(request), ['email']);
    const email = canonicalEmail(values.email);
    if (!errors.email && !EMAIL_PATTERN.test(email)) {
      errors.email = ['Enter a valid email address.'];
    }
    if (hasErrors(errors)) return json(errors, 400);
    const throttled = mailsThrottled(email);
    if (throttled) return throttled;
    const active = kind === 'password_reset';
    // An account without a usable password (Google's) gets its reset mail: how its owner sets one.
    const user = getDb().users.find((u) => u.email === email && u.is_active === active);
    if (user) sendEmail(user, kind);
    return noContent();
  };
}

async function confirmReset(request: Request): Promise<Response> {
  const names = ['uid', 'token', 'new_password', 're_new_password'] as const;
  const { values, errors } = readFields(await readData(request), names);
  if (hasErrors(errors)) return json(errors, 400);
  // djoser checks the new password and its retyped copy before the uid and the token.
  const weaknesses = passwordErrors(values.new_password);
  if (weaknesses.length > 0) return json({ new_password: weaknesses }, 400);
  if (values.new_password !== values.re_new_password) return json(PASSWORD_MISMATCH, 400);
  const user = userByUid(values.uid);
  if (!user) return json(INVALID_UID, 400);
  if (values.token !== accountToken(user)) return json(INVALID_TOKEN, 400);
  user.password = hashPassword(values.new_password);
  saveDb();
  return noContent();
}

const GOOGLE_NOT_VERIFIED = 'The Google sign-in could not be verified.';
const GOOGLE_STAFF_REFUSED = 'This account signs in with its password, not with Google.';

export interface GoogleClaims {
  email: string;
  name: string;
  /** `auth_time`: when the person signed in, in seconds; null when the token does not say. */
  authTime: number | null;
}

/**
 * The verified email, name and sign-in time of a Google ID token. The demo cannot check Google's
 * signature: it takes its own stand-in's unsigned token (lib/identity/provider.ts), and, with
 * Firebase configured, a token that names the project, unchecked. A simulation: a real server
 * verifies the signature.
 */
export function googleClaims(idToken: string, projectId: string | undefined): GoogleClaims | null {
  const claims = readClaims(idToken);
  if (!claims) return null;
  const issuers = [
    DEMO_ID_TOKEN_ISSUER,
    ...(projectId ? [`https://securetoken.google.com/${projectId}`] : []),
  ];
  const forProject = claims.iss === DEMO_ID_TOKEN_ISSUER || claims.aud === projectId;
  if (
    !issuers.includes(String(claims.iss)) ||
    !forProject ||
    typeof claims.exp !== 'number' ||
    claims.exp <= Date.now() / 1000 ||
    claims.email_verified !== true ||
    typeof claims.email !== 'string' ||
    !EMAIL_PATTERN.test(claims.email)
  ) {
    return null;
  }
  // When the person signed in (seconds); the stand-in's tokens of older builds lack it, and are
  // made at the sign-in, so their `iat` says the same.
  const signedIn = claims.auth_time ?? (claims.iss === DEMO_ID_TOKEN_ISSUER ? claims.iat : null);
  return {
    email: claims.email,
    name: typeof claims.name === 'string' ? claims.name : '',
    authTime: typeof signedIn === 'number' ? signedIn : null,
  };
}

/**
 * The account of a verified Google email: found or made; null for a staff account (the reference
 * server's GOOGLE_SIGN_IN_STAFF off). An account waiting for activation is activated with its
 * password made unusable: whoever registered the address may not own it.
 */
function googleAccount(claims: GoogleClaims): UserRecord | null {
  const db = getDb();
  const email = canonicalEmail(claims.email);
  const { name } = claims;
  const found = db.users.find((user) => user.email === email);
  if (found?.is_staff) return null;
  if (found) {
    if (!found.is_active) {
      found.is_active = true;
      found.password = UNUSABLE_PASSWORD;
    }
    return found;
  }
  const { firstName, lastName } = splitDisplayName(name);
  const user: UserRecord = {
    id: nextUserId(db),
    email,
    username: email,
    first_name: firstName,
    last_name: lastName,
    password: UNUSABLE_PASSWORD,
    is_active: true,
    is_staff: false,
  };
  db.users.push(user);
  return user;
}

/** simplejwt's blacklist: a refresh token that was rotated or revoked is refused from then on. */
function isRevoked(jti: string): boolean {
  return (getDb().revoked ?? []).some((token) => token.jti === jti);
}

function revoke(token: { jti: string; exp: number }): void {
  const db = getDb();
  const now = Date.now() / 1000;
  db.revoked = [...(db.revoked ?? []).filter((kept) => kept.exp > now), token];
  saveDb();
}

export function accountHandlers(options: ServerOptions): RequestHandler[] {
  const at = (path: string) => `${options.apiUrl}/v1/auth/${path}`;
  const tokenError = (message: string) => json({ detail: message, code: 'token_not_valid' }, 401);
  const sessionOf = (userId: number) => ({
    refresh: issueToken('refresh', userId, REFRESH_LIFETIME_SECONDS),
    access: issueToken('access', userId, options.accessLifetimeSeconds),
  });
  /** The refresh token sent, valid and not revoked; else simplejwt's 400 or 401. */
  const readRefresh = async (request: Request) => {
    const { values, errors } = readFields(await readData(request), ['refresh']);
    if (hasErrors(errors)) return json(errors, 400);
    const userId = checkToken(values.refresh, 'refresh');
    if (typeof userId === 'string') return tokenError(userId);
    const id = refreshTokenId(values.refresh);
    if (!id) return tokenError('Token is invalid or expired');
    // A deleted account's refresh tokens were revoked with it (the server blacklists them).
    if (isRevoked(id.jti) || !getDb().users.some((user) => user.id === userId)) {
      return tokenError('Token is blacklisted');
    }
    return { userId, id };
  };
  return [
    http.post(at('users/'), authenticated(register)),
    http.get(
      at('users/me/'),
      authenticated((_request, user) => {
        if (!user) return detail(NOT_AUTHENTICATED, 401);
        const { username, first_name, last_name, id, email } = user;
        return json({ username, first_name, last_name, id, email });
      }),
    ),
    http.post(at('users/activation/'), authenticated(activate)),
    http.post(at('users/resend_activation/'), authenticated(mailTo('activation'))),
    http.post(at('users/reset_password/'), authenticated(mailTo('password_reset'))),
    http.post(at('users/reset_password_confirm/'), authenticated(confirmReset)),
    // simplejwt's token views ignore the Authorization header.
    http.post(at('jwt/create/'), async ({ request }) => {
      const { values, errors } = readFields(await readData(request), ['email', 'password']);
      if (hasErrors(errors)) return json(errors, 400);
      const email = canonicalEmail(values.email);
      const user = getDb().users.find((candidate) => candidate.email === email);
      if (!user?.is_active || !checkPassword(values.password, user.password)) {
        return detail('No active account found with the given credentials', 401);
      }
      return json(sessionOf(user.id));
    }),
    // Rotation (ROTATE_REFRESH_TOKENS with BLACKLIST_AFTER_ROTATION): a new pair, the old refresh
    // token revoked.
    http.post(at('jwt/refresh/'), async ({ request }) => {
      const sent = await readRefresh(request);
      if (sent instanceof Response) return sent;
      revoke(sent.id);
      const { refresh, access } = sessionOf(sent.userId);
      return json({ access, refresh });
    }),
    http.post(at('jwt/blacklist/'), async ({ request }) => {
      const sent = await readRefresh(request);
      if (sent instanceof Response) return sent;
      revoke(sent.id);
      return json({});
    }),
    // The Google sign-in: a verified ID token for a session (the server's own view, not djoser's).
    http.post(at('firebase/'), async ({ request }) => {
      const data = await readData(request);
      const idToken = typeof data.id_token === 'string' ? data.id_token.trim() : '';
      if (!idToken) return json({ id_token: ['This field is required.'] }, 400);
      const claims = googleClaims(idToken, options.firebaseProjectId);
      if (!claims) return detail(GOOGLE_NOT_VERIFIED, 401);
      const user = googleAccount(claims);
      if (!user) return detail(GOOGLE_STAFF_REFUSED, 403);
      saveDb();
      return json(sessionOf(user.id));
    }),
  ];
}
