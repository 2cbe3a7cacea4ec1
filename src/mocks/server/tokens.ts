import type { UserRecord } from '../seed/types';
import { fromBase64Url, smallHash, toBase64Url } from '../util/encoding';

/**
 * The secrets of the mock server: simplejwt-shaped JWTs (the site reads their `exp`), djoser's
 * uid and token for the e-mailed links, and stored passwords. Signed with a small hash, so a
 * tampered or foreign token fails as on the real server; none of it protects a real secret.
 */

export type TokenType = 'access' | 'refresh';

export const DEFAULT_ACCESS_LIFETIME_SECONDS = 300;
export const REFRESH_LIFETIME_SECONDS = 24 * 60 * 60;

const SECRET = 'negril-life-demo';
const HEADER = toBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const sign = (text: string) => toBase64Url(String(smallHash(`${SECRET}:${text}`)));

export function issueToken(type: TokenType, userId: number, lifetimeSeconds: number): string {
  const iat = Math.floor(Date.now() / 1000);
  const jti = Math.random().toString(36).slice(2);
  const payload = { token_type: type, exp: iat + lifetimeSeconds, iat, jti, user_id: userId };
  const signed = `${HEADER}.${toBase64Url(JSON.stringify(payload))}`;
  return `${signed}.${sign(signed)}`;
}

type Claims = Partial<Record<'token_type' | 'exp' | 'user_id' | 'jti', unknown>>;

function signedClaims(token: string): Claims | null {
  const [header = '', body = '', signature] = token.split('.');
  if (signature !== sign(`${header}.${body}`)) return null;
  try {
    return JSON.parse(fromBase64Url(body) ?? '') as Claims;
  } catch {
    return null;
  }
}

/** The token's user id, or simplejwt's message for why it is refused. */
export function checkToken(token: string, expected: TokenType): number | string {
  const claims = signedClaims(token);
  if (typeof claims?.exp !== 'number' || claims.exp <= Date.now() / 1000) {
    return 'Token is invalid or expired';
  }
  if (claims.token_type !== expected) return 'Token has wrong type';
  return typeof claims.user_id === 'number' ? claims.user_id : 'Token is invalid or expired';
}

/** A refresh token's id and expiry, when it is one of this server's and valid. */
export function refreshTokenId(token: string): { jti: string; exp: number } | null {
  const claims = signedClaims(token);
  if (checkToken(token, 'refresh') !== claims?.user_id) return null;
  return typeof claims.jti === 'string' && typeof claims.exp === 'number'
    ? { jti: claims.jti, exp: claims.exp }
    : null;
}

/** Django's mark of an account without a usable password (made by a Google sign-in). */
export const UNUSABLE_PASSWORD = '!';

/** A salted hash, so the demo's localStorage never holds what a visitor typed. */
export function hashPassword(password: string, salt = Math.random().toString(36).slice(2)) {
  return `${salt}$${smallHash(`${salt}:${password}`)}`;
}

export function checkPassword(password: string, stored: string): boolean {
  return hashPassword(password, stored.split('$')[0]) === stored;
}

/** djoser's uid: the user's id in base64url. */
export const encodeUid = (id: number) => toBase64Url(String(id));

export function decodeUid(uid: string): number | null {
  const text = fromBase64Url(uid);
  return text && /^\d+$/.test(text) ? Number(text) : null;
}

/**
 * The token of an e-mailed link. Like Django's it covers the password's hash, so a reset token
 * dies once the password changes, while an activation token stays valid after activation (which
 * is why a second activation answers "Stale token" rather than "Invalid token").
 */
export const accountToken = (user: UserRecord) =>
  smallHash(`${SECRET}:${user.id}:${user.password}`).toString(36);
