import {
  base64UrlDecodeText,
  base64UrlEncodeText,
  keyedHash,
  sameText,
  toHex,
} from '../util/encoding';

/**
 * The uid and token of djoser's activation and reset links, made as Django makes them: the uid
 * is the user's id in base64url, the token `{timestamp in base 36}-{hash}` where the hash covers
 * the user's id, password hash, last login and email. So a reset token dies once the password
 * changes, while an activation token stays valid after activation (which is why a second
 * activation answers "Stale token" rather than "Invalid token").
 */

export interface TokenSubject {
  id: number;
  password: string;
  last_login: string | null;
  email: string;
}

const KEY_SALT = 'django.contrib.auth.tokens.PasswordResetTokenGenerator';
/** Django's PASSWORD_RESET_TIMEOUT default: three days. */
const TIMEOUT_SECONDS = 3 * 24 * 60 * 60;
/** Django counts from 2001-01-01. */
const EPOCH_SECONDS = Date.UTC(2001, 0, 1) / 1000;

export function encodeUid(id: number): string {
  return base64UrlEncodeText(String(id));
}

export function decodeUid(uid: string): number | null {
  const text = base64UrlDecodeText(uid);
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  return Number(text.trim());
}

function hashFor(user: TokenSubject, timestamp: number): string {
  const value = `${user.id}${user.password}${user.last_login ?? ''}${timestamp}${user.email}`;
  return toHex(keyedHash(KEY_SALT, value)).slice(0, 32);
}

function secondsSinceEpoch(): number {
  return Math.floor(Date.now() / 1000 - EPOCH_SECONDS);
}

export function makeAccountToken(user: TokenSubject): string {
  const timestamp = secondsSinceEpoch();
  return `${timestamp.toString(36)}-${hashFor(user, timestamp)}`;
}

export function checkAccountToken(user: TokenSubject, token: string): boolean {
  const match = /^([0-9a-z]{1,13})-([0-9a-f]+)$/.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const timestamp = parseInt(match[1], 36);
  if (!Number.isSafeInteger(timestamp)) return false;
  if (!sameText(hashFor(user, timestamp), match[2])) return false;
  return secondsSinceEpoch() - timestamp <= TIMEOUT_SECONDS;
}
