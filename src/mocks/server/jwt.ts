import { isRecord } from '../../lib/storage';
import {
  base64UrlDecodeText,
  base64UrlEncode,
  base64UrlEncodeText,
  keyedHash,
  randomHex,
  sameText,
} from '../util/encoding';

/**
 * simplejwt's tokens, imitated: HS256-looking JWTs whose payload is
 * `{token_type, exp, iat, jti, user_id}`, signed with a keyed hash so a tampered, truncated or
 * foreign token fails exactly as it would on the server.
 */

export type TokenType = 'access' | 'refresh';

export interface TokenPayload {
  token_type: TokenType;
  exp: number;
  iat: number;
  jti: string;
  user_id: number;
}

/** simplejwt's own wording, which the server passes on unchanged. */
export const TOKEN_INVALID = 'Token is invalid or expired';
export const TOKEN_WRONG_TYPE = 'Token has wrong type';
export const TOKEN_NO_ID = 'Token has no id';

export type TokenCheck = { ok: true; payload: TokenPayload } | { ok: false; message: string };

const SIGNING_KEY = 'negril-life-demo-signing-key';
const HEADER = base64UrlEncodeText(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export const DEFAULT_ACCESS_LIFETIME_SECONDS = 300;
export const REFRESH_LIFETIME_SECONDS = 24 * 60 * 60;

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function sign(signingInput: string): string {
  return base64UrlEncode(keyedHash(SIGNING_KEY, signingInput));
}

export function issueToken(type: TokenType, userId: number, lifetimeSeconds: number): string {
  const iat = nowSeconds();
  const payload: TokenPayload = {
    token_type: type,
    exp: iat + lifetimeSeconds,
    iat,
    jti: randomHex(16),
    user_id: userId,
  };
  const signingInput = `${HEADER}.${base64UrlEncodeText(JSON.stringify(payload))}`;
  return `${signingInput}.${sign(signingInput)}`;
}

function readPayload(segment: string): Record<string, unknown> | null {
  const text = base64UrlDecodeText(segment);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Checks a token as simplejwt does: signature and expiry first ("invalid or expired"), then the
 * id claim, then the type. `expected` null accepts either type (jwt/verify).
 */
export function checkToken(token: string, expected: TokenType | null): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, message: TOKEN_INVALID };
  const [header = '', body = '', signature = ''] = parts;
  if (!sameText(sign(`${header}.${body}`), signature)) return { ok: false, message: TOKEN_INVALID };
  const payload = readPayload(body);
  if (!payload || typeof payload.exp !== 'number' || payload.exp <= nowSeconds()) {
    return { ok: false, message: TOKEN_INVALID };
  }
  if (typeof payload.jti !== 'string' || payload.jti === '') {
    return { ok: false, message: TOKEN_NO_ID };
  }
  if (payload.token_type !== 'access' && payload.token_type !== 'refresh') {
    return { ok: false, message: TOKEN_WRONG_TYPE };
  }
  if (expected !== null && payload.token_type !== expected) {
    return { ok: false, message: TOKEN_WRONG_TYPE };
  }
  if (typeof payload.user_id !== 'number' || typeof payload.iat !== 'number') {
    return { ok: false, message: TOKEN_INVALID };
  }
  return {
    ok: true,
    payload: {
      token_type: payload.token_type,
      exp: payload.exp,
      iat: payload.iat,
      jti: payload.jti,
      user_id: payload.user_id,
    },
  };
}
