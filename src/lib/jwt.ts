import { isRecord } from './records';

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  return JSON.parse(atob(padded));
}

/**
 * When a JWT expires, in milliseconds since the epoch, read from its `exp` claim without
 * verifying it (only the server can; the client only wants to avoid sending a dead token).
 * Null when the token is not a readable JWT.
 */
export function expiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = decodeSegment(payload);
    return isRecord(claims) && typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Expired, or about to: a token with less than `marginMs` left is treated as expired. */
export function isExpired(token: string, now = Date.now(), marginMs = 10_000): boolean {
  const expiry = expiresAt(token);
  return expiry !== null && expiry - marginMs <= now;
}
