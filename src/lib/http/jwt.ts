import { isRecord } from '../records';

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  // The claims are UTF-8 (a name such as "Zoë"), which atob alone would garble.
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/**
 * A JWT's claims, read without verifying it (only the server can; the client only wants to avoid
 * sending a dead token, or to tell whose session it is). Null when the token is not a readable JWT.
 */
export function readClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = decodeSegment(payload);
    return isRecord(claims) ? claims : null;
  } catch {
    return null;
  }
}

/** When a JWT expires, in milliseconds since the epoch (its `exp` claim); null when unknown. */
export function expiresAt(token: string): number | null {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** Expired, or about to: a token with less than `marginMs` left is treated as expired. */
export function isExpired(token: string, now = Date.now(), marginMs = 10_000): boolean {
  const expiry = expiresAt(token);
  return expiry !== null && expiry - marginMs <= now;
}

/** Whose token it is: simplejwt's `user_id` claim (or a standard `sub`); null when it has none. */
export function subjectOf(token: string): string | null {
  const claims = readClaims(token);
  const subject = claims?.user_id ?? claims?.sub;
  return typeof subject === 'string' || typeof subject === 'number' ? String(subject) : null;
}
