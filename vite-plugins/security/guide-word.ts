import { pbkdf2Sync, randomBytes } from 'node:crypto';

/**
 * The guide's word at build time: what the bundle gets is a PBKDF2-SHA-256 check of it (a fresh
 * salt each build, the count of iterations, the derived bits), never the word nor a plain digest
 * of it. The browser derives the same bits from what a visitor types
 * (src/features/guide/gate/guideWord.ts), so guessing the word from the bundle costs every guess the
 * same slow derivation.
 */

/**
 * About 60 ms on a desktop core in Chromium (scripts/unlock-time.mjs measures it), so about 0.3 s
 * on a mid phone, which does this work 4 to 6 times slower (0.24 to 0.36 s).
 */
export const GUIDE_WORD_ITERATIONS = 500_000;

/**
 * Cheap, for the unit tests only: they derive the word on every render of the guide, and what
 * they check (the same derivation, the same comparison) does not depend on the count.
 */
export const TEST_GUIDE_WORD_ITERATIONS = 1_000;

/** The variables src/config.ts reads, as the build sets them. */
export type GuideCheckEnv = Record<
  'VITE_NEGRIL_GUIDE_SALT' | 'VITE_NEGRIL_GUIDE_ITERATIONS' | 'VITE_NEGRIL_GUIDE_DIGEST',
  string
>;

/** Lower-case hex PBKDF2-HMAC-SHA-256 (256 bits) of the word's UTF-8 bytes. */
export function derivedDigest(word: string, saltHex: string, iterations: number): string {
  return pbkdf2Sync(
    Buffer.from(word, 'utf8'),
    Buffer.from(saltHex, 'hex'),
    iterations,
    32,
    'sha256',
  ).toString('hex');
}

/**
 * The word travels to the server in the `X-Guide-Word` header, whose value a browser sends only
 * as printable ASCII, without spaces at either end: any other word could never be sent.
 */
export function guideWordProblem(word: string): string | null {
  if (/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(word)) return null;
  return 'NEGRIL_GUIDE_PASSWORD must be printable ASCII (letters, digits, punctuation; spaces only inside): the site sends it to the server in a request header';
}

/** The check of a word the bundle carries; empty values when the build has no word. */
export function guideCheckEnv(
  word: string,
  iterations = GUIDE_WORD_ITERATIONS,
  saltHex = randomBytes(16).toString('hex'),
): GuideCheckEnv {
  if (!word) {
    return {
      VITE_NEGRIL_GUIDE_SALT: '',
      VITE_NEGRIL_GUIDE_ITERATIONS: '',
      VITE_NEGRIL_GUIDE_DIGEST: '',
    };
  }
  return {
    VITE_NEGRIL_GUIDE_SALT: saltHex,
    VITE_NEGRIL_GUIDE_ITERATIONS: String(iterations),
    VITE_NEGRIL_GUIDE_DIGEST: derivedDigest(word, saltHex, iterations),
  };
}
