import type { GuideSettings } from '../../../config';

/**
 * The guide's word is checked on the client, against the check the build embedded
 * (`config.negrilGuide`): PBKDF2-HMAC-SHA-256 of the word with the build's own salt and count of
 * iterations. The word itself is never part of the site, and the derivation is slow on purpose
 * (about 0.3 s on a phone), so that trying words against the bundle is slow too. It only keeps
 * the word from being read out of the bundle: the server's private mode is what keeps the
 * guide's list from those who do not know it.
 */

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function bytesOf(hexText: string): Uint8Array<ArrayBuffer> {
  const pairs = hexText.match(/[0-9a-f]{2}/gi) ?? [];
  return new Uint8Array(pairs.map((pair) => parseInt(pair, 16)));
}

/**
 * Whether this page can derive keys: `crypto.subtle` exists only in secure contexts (https, and
 * localhost), which every deployment of the site is.
 */
export function canCheckWords(): boolean {
  const { crypto } = globalThis as { crypto?: { subtle?: SubtleCrypto } };
  return crypto?.subtle !== undefined;
}

/** Lower-case hex PBKDF2-HMAC-SHA-256 (256 bits) of the text's UTF-8 bytes. */
export async function derivedDigest(
  text: string,
  salt: string,
  iterations: number,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(text),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: bytesOf(salt), iterations },
    key,
    256,
  );
  return hex(new Uint8Array(bits));
}

/** The text a visitor typed, as it is compared and kept: surrounding spaces do not count. */
export function normaliseWord(text: string): string {
  return text.trim();
}

/** Whether a text is the guide's word. Never throws: a text that cannot be checked is not it. */
export async function isGuideWord(text: string, check: GuideSettings): Promise<boolean> {
  const word = normaliseWord(text);
  if (!word) return false;
  try {
    return (await derivedDigest(word, check.salt, check.iterations)) === check.digest.toLowerCase();
  } catch {
    return false;
  }
}
