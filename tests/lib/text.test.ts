import { describe, expect, it } from 'vitest';
import { slugify, truncate } from '../../src/lib/text';

describe('truncate', () => {
  it('keeps a short text whole, with its white space folded', () => {
    expect(truncate('  Rick’s Café\n\nat  sunset ', 40)).toBe('Rick’s Café at sunset');
  });

  it('cuts a long text at a word boundary, within the length, with an ellipsis', () => {
    const short = truncate('Jerk chicken, festival and a cold Ting by the sea', 30);
    expect(short).toBe('Jerk chicken, festival and a…');
    expect(short.length).toBeLessThanOrEqual(30);
  });

  it('cuts inside a word only when there is no boundary in its second half', () => {
    expect(truncate('Supercalifragilistic expialidocious', 12)).toBe('Supercalifr…');
  });
});

describe('slugify', () => {
  it('keeps lower-case ASCII letters and digits, joined by single hyphens', () => {
    expect(slugify('  Café del Mar: 2 for 1! ')).toBe('cafe-del-mar-2-for-1');
    expect(slugify('Bars/Clubs')).toBe('bars-clubs');
    expect(slugify('???')).toBe('');
  });
});
