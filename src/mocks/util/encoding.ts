/**
 * Small encodings for the mock backends: base64 for stored uploads and the demo's video,
 * base64url for JWT segments and djoser's uid, and a small non-cryptographic hash (signatures
 * only need to break when a token is tampered with; nothing here protects a real secret).
 */

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** base64url of an ASCII text (JSON of ids and numbers, digits). */
export function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): string | null {
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

function mix(state: number, input: number): number {
  let k = Math.imul(input, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  const h = state ^ k;
  return (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
}

/** A small deterministic hash of a text: seeded variations (colours, shapes), signatures. */
export function smallHash(text: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) h = mix(h, text.charCodeAt(index));
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
