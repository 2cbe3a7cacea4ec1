// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../src/lib/i18n/runtime';
import { paths, safeNextPath } from '../../src/lib/routes';

const ORIGIN = 'https://negril.example';
const FALLBACK = '/account';

/**
 * Where the sign-in screen goes after signing in, for a `next` parameter (as the address bar
 * decodes it once): the value, where it leads, and why. docs/security.md shows this very table.
 */
const NEXT_VALUES: [next: string, followedTo: string, why: string][] = [
  ['/negril?q=jerk&open=1', '/negril?q=jerk&open=1', 'a page of the site, with its query'],
  ['/blog/sunset-at-ricks-cafe#map', '/blog/sunset-at-ricks-cafe#map', 'with its hash'],
  ['/search?q=100%25', '/search?q=100%25', 'an encoded `%` in a query is no threat'],
  ['/blog/../account', '/account', 'followed as resolved'],
  ['https://evil.example/', FALLBACK, 'an absolute URL of another origin'],
  ['https://negril.example/account', FALLBACK, 'an absolute URL: only paths are followed'],
  ['//evil.example', FALLBACK, 'protocol-relative: another host'],
  ['/\\evil.example', FALLBACK, 'browsers read `\\` as `/`: `//evil.example`'],
  ['\\\\evil.example', FALLBACK, 'the same, and not a path'],
  ['/%5cevil.example', FALLBACK, 'an encoded backslash'],
  ['/%2f%2fevil.example', FALLBACK, 'an encoded `//`'],
  ['/%2F/evil.example', FALLBACK, 'decodes to `//evil.example`'],
  ['%2F%2Fevil.example', FALLBACK, 'not a path'],
  ['/%252f%252fevil.example', FALLBACK, 'encoded twice'],
  ['/\t/evil.example', FALLBACK, 'browsers drop tabs and newlines: `//evil.example`'],
  ['/\n/evil.example', FALLBACK, 'the same with a newline'],
  ['/%09/evil.example', FALLBACK, 'an encoded tab'],
  ['/%0a/evil.example', FALLBACK, 'an encoded line feed'],
  ['/%0d/evil.example', FALLBACK, 'an encoded carriage return'],
  ['/%00evil.example', FALLBACK, 'an encoded NUL'],
  ['javascript:alert(document.cookie)', FALLBACK, 'a script URL'],
  ['data:text/html,<script>alert(1)</script>', FALLBACK, 'a data URL'],
  ['/api/v1/auth/users/me/', FALLBACK, 'the server’s path, no page of the router'],
  ['/api', FALLBACK, 'the same'],
  ['/%61pi/v1/auth/jwt/create/', FALLBACK, 'the same, encoded'],
  ['/blog/../api/press/', FALLBACK, 'the same, once resolved'],
];

const CONTROL_NAMES: Record<string, string> = { '\t': 'TAB', '\n': 'LF', '\r': 'CR', '\0': 'NUL' };

/** A value as a Markdown code span, raw control characters named (`<TAB>`). */
function shown(value: string): string {
  const printable = Array.from(value, (character) =>
    character.charCodeAt(0) < 0x20
      ? `<${CONTROL_NAMES[character] ?? character.charCodeAt(0).toString(16)}>`
      : character,
  ).join('');
  return `\`${printable}\``;
}

function markdownTable(): string {
  return [
    '| `next` | followed to | why |',
    '| --- | --- | --- |',
    ...NEXT_VALUES.map(([next, to, why]) => `| ${shown(next)} | \`${to}\` | ${why} |`),
  ].join('\n');
}

describe('the address followed after signing in (safeNextPath)', () => {
  for (const [next, followedTo, why] of NEXT_VALUES) {
    it(`${shown(next)} → ${followedTo} (${why})`, () => {
      expect(safeNextPath(next, FALLBACK, ORIGIN)).toBe(followedTo);
    });
  }

  it('goes to the fallback without a value', () => {
    for (const next of [null, undefined, '', ' /account']) {
      expect(safeNextPath(next, FALLBACK, ORIGIN)).toBe(FALLBACK);
    }
  });

  it('refuses more layers of encoding than any real address has', () => {
    let slash = '/';
    for (let layer = 0; layer < 6; layer += 1) slash = encodeURIComponent(slash);
    expect(safeNextPath(`/blog${slash}x`, FALLBACK, ORIGIN)).toBe(FALLBACK);
  });

  it('compares origins with the page’s own by default', () => {
    expect(safeNextPath('/negril', FALLBACK)).toBe('/negril');
    expect(safeNextPath(`${location.origin}/negril`, FALLBACK)).toBe(FALLBACK);
  });

  it('is the table docs/security.md shows', () => {
    const docs = readFileSync('docs/security.md', 'utf8');
    expect(docs).toContain(markdownTable());
  });
});

describe('the sign-in link (paths.login)', () => {
  it('never comes back to the sign-in screen itself, in any language', () => {
    setLocale('es');
    expect(paths.login.getHref('/es/login')).toBe('/es/login');
    expect(paths.login.getHref('/es/login?next=%2Fes%2Faccount')).toBe('/es/login');
    expect(paths.login.getHref('/es/account')).toBe('/es/login?next=%2Fes%2Faccount');
    setLocale('en');
    expect(paths.login.getHref('/login')).toBe('/login');
  });
});
