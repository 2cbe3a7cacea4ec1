/**
 * The guide's word is checked on the client, against the SHA-256 digest the build embedded
 * (`config.negrilGuide.digest`): the word itself is never part of the site.
 */

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether this page can compute digests: `crypto.subtle` exists only in secure contexts
 * (https, and localhost), which every deployment of the site is.
 */
export function canCheckWords(): boolean {
  const { crypto } = globalThis as { crypto?: { subtle?: SubtleCrypto } };
  return crypto?.subtle !== undefined;
}

/** Lower-case hex SHA-256 of the text's UTF-8 bytes. */
export async function digestOf(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}

/** The text a visitor typed, as it is compared and kept: surrounding spaces do not count. */
export function normaliseWord(text: string): string {
  return text.trim();
}

/** Whether a text is the guide's word. Never throws: a text that cannot be checked is not it. */
export async function isGuideWord(text: string, digest: string): Promise<boolean> {
  const word = normaliseWord(text);
  if (!word) return false;
  try {
    return (await digestOf(word)) === digest.toLowerCase();
  } catch {
    return false;
  }
}
