// @vitest-environment node
import { createHash, pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  GUIDE_WORD_ITERATIONS,
  guideCheckEnv,
  guideWordProblem,
} from '../../../vite-plugins/security/guide-word';

describe('the guide word’s check the build embeds', () => {
  it('is a PBKDF2-SHA-256 digest with a fresh salt each build, never the word or its SHA-256', () => {
    const first = guideCheckEnv('sunset-at-ricks-cafe', 1_000);
    const second = guideCheckEnv('sunset-at-ricks-cafe', 1_000);
    expect(first.VITE_NEGRIL_GUIDE_SALT).toMatch(/^[0-9a-f]{32}$/);
    expect(second.VITE_NEGRIL_GUIDE_SALT).not.toBe(first.VITE_NEGRIL_GUIDE_SALT);
    expect(second.VITE_NEGRIL_GUIDE_DIGEST).not.toBe(first.VITE_NEGRIL_GUIDE_DIGEST);
    expect(first.VITE_NEGRIL_GUIDE_ITERATIONS).toBe('1000');
    expect(first.VITE_NEGRIL_GUIDE_DIGEST).toBe(
      pbkdf2Sync(
        'sunset-at-ricks-cafe',
        Buffer.from(first.VITE_NEGRIL_GUIDE_SALT, 'hex'),
        1_000,
        32,
        'sha256',
      ).toString('hex'),
    );
    const text = JSON.stringify(first);
    expect(text).not.toContain('sunset-at-ricks-cafe');
    expect(text).not.toContain(createHash('sha256').update('sunset-at-ricks-cafe').digest('hex'));
  });

  it('is slow by default: hundreds of thousands of iterations', () => {
    expect(GUIDE_WORD_ITERATIONS).toBeGreaterThanOrEqual(300_000);
    expect(guideCheckEnv('irie', undefined, '00'.repeat(16)).VITE_NEGRIL_GUIDE_ITERATIONS).toBe(
      String(GUIDE_WORD_ITERATIONS),
    );
  });

  it('is empty when the build has no word', () => {
    expect(guideCheckEnv('')).toEqual({
      VITE_NEGRIL_GUIDE_SALT: '',
      VITE_NEGRIL_GUIDE_ITERATIONS: '',
      VITE_NEGRIL_GUIDE_DIGEST: '',
    });
  });

  it('refuses a word a request header cannot carry', () => {
    for (const word of ['one-love', 'Irie Mon!', 'a', '~`{}"\'']) {
      expect(guideWordProblem(word), word).toBeNull();
    }
    for (const word of ['café', 'one love ', ' one', 'tab\tword', 'line\nbreak', '']) {
      expect(guideWordProblem(word), JSON.stringify(word)).toMatch(
        /^NEGRIL_GUIDE_PASSWORD must be printable ASCII/,
      );
    }
  });
});
