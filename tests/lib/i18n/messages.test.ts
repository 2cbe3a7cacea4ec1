import { describe, expect, it } from 'vitest';
import { checkMessages, messageProblems, readMessages } from '../../../vite-plugins/bundle/i18n';
import { LOCALES } from '../../../src/lib/i18n/locales';
import { localizedPath, localeOfPath, unlocalizedPath } from '../../../src/lib/i18n/locales';

describe('the message files', () => {
  it('have every message in every language, none empty (else the build stops)', () => {
    expect(() => {
      checkMessages(process.cwd());
    }).not.toThrow();
  });

  it('name a message that one language lacks, and one left empty', () => {
    const all = {
      en: { a: 'A', b: 'B' },
      es: { a: 'A' },
      fr: { a: 'A', b: ' ' },
      de: { a: 'A', b: 'B' },
    };
    expect(messageProblems(all)).toEqual(['"b" is missing in es', '"b" is empty in fr']);
  });

  it('end every message with variants (plurals, services) on a catch-all, so no case shows a key', () => {
    for (const locale of LOCALES) {
      for (const [key, message] of Object.entries(readMessages(process.cwd(), locale))) {
        if (!Array.isArray(message)) continue;
        for (const variant of message as { match: Record<string, string> }[]) {
          const cases = Object.keys(variant.match);
          expect(
            cases.some((name) => name.endsWith('=*')),
            `${locale} ${key}`,
          ).toBe(true);
        }
      }
    }
  });

  it('keep their keys in the same order in each language', () => {
    const orders = LOCALES.map((locale) => Object.keys(readMessages(process.cwd(), locale)));
    for (const order of orders) expect(order).toEqual([...(orders[0] ?? [])].sort());
  });
});

describe('paths in a language', () => {
  it.each([
    ['/blog', 'es', '/es/blog'],
    ['/', 'es', '/es/'],
    ['/blog?tag=food#top', 'de', '/de/blog?tag=food#top'],
    ['/es/blog', 'fr', '/fr/blog'],
    ['/es/blog', 'en', '/blog'],
    ['/es', 'en', '/'],
    ['/blog/:slug', 'fr', '/fr/blog/:slug'],
    ['https://example.com/x', 'es', 'https://example.com/x'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });

  // A browser reads `//host` and `/\host` as another site: a page's address never becomes one.
  it.each([
    ['//evil.example/x', 'es', '/es/evil.example/x'],
    ['//evil.example/x', 'en', '/evil.example/x'],
    ['/es//evil.example', 'en', '/evil.example'],
    ['/es//evil.example', 'fr', '/fr/evil.example'],
    ['/\\evil.example', 'en', '/evil.example'],
    ['\\\\evil.example', 'en', '/evil.example'],
    ['/es/\\evil.example', 'en', '/evil.example'],
    ['/%2Fevil.example', 'en', '/evil.example'],
    ['/%2fevil.example', 'de', '/de/evil.example'],
    ['/es/%5cevil.example', 'en', '/evil.example'],
    ['/%5C%5Cevil.example?q=1', 'en', '/evil.example?q=1'],
    ['/%252F%2Fevil.example', 'en', '/evil.example'],
    ['/es/\\/%2F%5c//evil.example/a//b', 'en', '/evil.example/a//b'],
  ] as const)('collapses the leading slashes of %s (in %s: %s)', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
    expect(new URL(localizedPath(path, locale), 'https://negril.example').host).toBe(
      'negril.example',
    );
  });

  it.each([
    ['/es/blog', 'es'],
    ['/es', 'es'],
    ['/de/', 'de'],
    ['/blog', 'en'],
    ['/en/blog', 'en'],
    ['/xx/blog', 'en'],
    ['/espresso', 'en'],
  ])('%s is in %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it('takes the prefix off, keeping the query', () => {
    expect(unlocalizedPath('/fr?q=plage')).toBe('/?q=plage');
    expect(unlocalizedPath('/fr/search?q=plage')).toBe('/search?q=plage');
    expect(unlocalizedPath('/press')).toBe('/press');
  });

  it('never leaves a path that another site could be read from', () => {
    expect(unlocalizedPath('/es//evil.example')).toBe('/evil.example');
    expect(unlocalizedPath('//evil.example')).toBe('/evil.example');
    expect(unlocalizedPath('/fr/%2F%5Cevil.example?q=1')).toBe('/evil.example?q=1');
    expect(unlocalizedPath('/es/blog//x')).toBe('/blog//x');
  });
});
