/**
 * Small, dependency-free encodings for the mock backends: base64url (JWT segments, djoser's uid),
 * a keyed string hash standing in for HMAC (signatures must be deterministic and break when a
 * token is tampered with; nothing here protects a real secret), and random identifiers.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export function utf8Bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

export function base64UrlEncode(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlEncodeText(text: string): string {
  return base64UrlEncode(utf8Bytes(text));
}

export function base64UrlDecode(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const padded =
    text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  return base64ToBytes(padded);
}

export function base64UrlDecodeText(text: string): string | null {
  const bytes = base64UrlDecode(text);
  if (!bytes) return null;
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

function rotate(value: number, bits: number): number {
  return (value << bits) | (value >>> (32 - bits));
}

function mix(state: number, input: number): number {
  let k = Math.imul(input, 0xcc9e2d51);
  k = rotate(k, 15);
  k = Math.imul(k, 0x1b873593);
  const h = rotate(state ^ k, 13);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

function finish(state: number): number {
  let h = state;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-byte digest of `message` under `key`: eight chained murmur-style lanes. */
export function keyedHash(key: string, message: string): Uint8Array {
  const bytes = utf8Bytes(`${key}\u0000${message}\u0000${key}`);
  const out = new Uint8Array(32);
  let previous = 0x9e3779b9;
  for (let lane = 0; lane < 8; lane += 1) {
    let state = mix(previous, lane + 1) ^ bytes.length;
    for (let index = 0; index < bytes.length; index += 1) {
      state = mix(state, (bytes[index] ?? 0) | (lane << 8) | (index << 12));
    }
    const word = finish(mix(state, previous));
    previous = word;
    out[lane * 4] = word >>> 24;
    out[lane * 4 + 1] = (word >>> 16) & 0xff;
    out[lane * 4 + 2] = (word >>> 8) & 0xff;
    out[lane * 4 + 3] = word & 0xff;
  }
  return out;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares two strings in time independent of where they differ (habit more than need here). */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

export function randomHex(byteCount: number): string {
  const bytes = new Uint8Array(byteCount);
  const source = globalThis.crypto as Crypto | undefined;
  if (source && typeof source.getRandomValues === 'function') {
    source.getRandomValues(bytes);
  } else {
    for (let index = 0; index < byteCount; index += 1) {
      bytes[index] = Math.floor(Math.random() * 256);
    }
  }
  return toHex(bytes);
}

/** A small deterministic hash of a text, for picking seeded variations (colours, shapes). */
export function smallHash(text: string): number {
  let state = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    state = mix(state, text.charCodeAt(index));
  }
  return finish(state);
}
