import { keyedHash, randomHex, sameText, toHex } from '../util/encoding';

/**
 * Passwords as Django keeps and checks them: stored only as a salted hash, and validated by the
 * four default validators, in Django's order and with Django's wording.
 */

export function hashPassword(password: string, salt: string = randomHex(8)): string {
  return `demo_hash$${salt}$${toHex(keyedHash(salt, password))}`;
}

export function checkPassword(password: string, stored: string): boolean {
  const [scheme, salt, digest] = stored.split('$');
  if (scheme !== 'demo_hash' || salt === undefined || digest === undefined) return false;
  return sameText(toHex(keyedHash(salt, password)), digest);
}

/** A short list in the spirit of Django's 20,000 common passwords (compared lower-cased). */
const COMMON_PASSWORDS = new Set(
  `123456 123456789 12345678 12345 1234567 1234567890 1234 123123 111111 000000 654321 666666
  121212 112233 987654321 123321 11111111 88888888 87654321 1q2w3e4r 1q2w3e4r5t qwerty qwerty123
  qwertyuiop asdfgh asdfghjkl zxcvbnm password password1 password123 passw0rd p@ssw0rd admin
  admin123 administrator welcome welcome1 letmein iloveyou princess sunshine monkey dragon
  football baseball basketball soccer hockey master shadow superman batman michael jennifer
  jordan hunter ranger buster thomas robert charlie daniel jessica ashley bailey freedom whatever
  trustno1 starwars computer internet secret secret123 summer summer2024 winter hello hello123
  flower cookie chocolate pepper ginger maggie tigger abc123 abcd1234 abcdef 1qaz2wsx zaq12wsx
  qazwsx changeme default guest login test test123 testing demo letmein1 loveme lovely
  beautiful mustang harley matrix cheese butterfly purple orange banana apple jamaica jamaica1
  reggae rastafari negril negril123 paradise vacation holiday beach beach123 island
  caribbean sunset sunset123 tropical montego kingston`.split(/\s+/),
);

interface UserAttributes {
  email?: string;
  username?: string;
  first_name?: string;
  last_name?: string;
}

/** The fields UserAttributeSimilarityValidator compares, with the names its message uses. */
const SIMILARITY_ATTRIBUTES: [keyof UserAttributes, string][] = [
  ['email', 'email'],
  ['username', 'username'],
  ['first_name', 'first name'],
  ['last_name', 'last name'],
];

const MAX_SIMILARITY = 0.7;
const MIN_LENGTH = 8;

/** Python's SequenceMatcher.quick_ratio: shared characters (as multisets) over total length. */
function quickRatio(a: string, b: string): number {
  const total = a.length + b.length;
  if (total === 0) return 1;
  const available = new Map<string, number>();
  for (const char of b) available.set(char, (available.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of a) {
    const count = available.get(char) ?? 0;
    if (count > 0) {
      available.set(char, count - 1);
      matches += 1;
    }
  }
  return (2 * matches) / total;
}

function similarityError(password: string, user: UserAttributes): string | null {
  const candidate = password.toLowerCase();
  for (const [attribute, verboseName] of SIMILARITY_ATTRIBUTES) {
    const value = user[attribute];
    if (!value) continue;
    const parts = [...value.split(/[^\p{L}\p{N}_]+/u), value];
    for (const part of parts) {
      if (quickRatio(candidate, part.toLowerCase()) >= MAX_SIMILARITY) {
        return `The password is too similar to the ${verboseName}.`;
      }
    }
  }
  return null;
}

/**
 * Django's default validators in order: attribute similarity (which stops at the first similar
 * attribute), minimum length, common passwords, entirely numeric. Returns every message.
 */
export function validatePassword(password: string, user: UserAttributes | null): string[] {
  const errors: string[] = [];
  if (user) {
    const similar = similarityError(password, user);
    if (similar) errors.push(similar);
  }
  if (password.length < MIN_LENGTH) {
    errors.push(`This password is too short. It must contain at least ${MIN_LENGTH} characters.`);
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase().trim())) {
    errors.push('This password is too common.');
  }
  if (/^\d+$/.test(password)) errors.push('This password is entirely numeric.');
  return errors;
}
