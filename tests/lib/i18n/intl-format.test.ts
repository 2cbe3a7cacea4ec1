import { describe, expect, it, vi } from 'vitest';
import { formatDay } from '../../../src/lib/dates';
import { dateFormat, intlLocale, listFormat, numberFormat } from '../../../src/lib/i18n/intlFormat';
import type { Locale } from '../../../src/lib/i18n/locales';
import { setLocale } from '../../../src/lib/i18n/runtime';
import { m } from '../../../src/paraglide/messages.js';

function inLocale<T>(locale: Locale, read: () => T): T {
  setLocale(locale);
  return read();
}

describe('formatting in each language', () => {
  it.each([
    ['en', '12 October 2025'],
    ['es', '12 de octubre de 2025'],
    ['fr', '12 octobre 2025'],
    ['de', '12. Oktober 2025'],
  ] as const)('a day in %s reads %s', (locale, expected) => {
    expect(inLocale(locale, () => formatDay('2025-10-12'))).toBe(expected);
  });

  it.each([
    ['en', 'US$1,234.50'],
    ['es', '1234,50 US$'],
    ['fr', '1 234,50 $US'],
    ['de', '1.234,50 $'],
  ] as const)('a price in %s reads %s', (locale, expected) => {
    const price = inLocale(locale, () =>
      numberFormat({ style: 'currency', currency: 'USD' }).format(1234.5),
    );
    // Intl separates some parts by non-breaking spaces: compared as plain spaces.
    expect(price.replace(/[\u00a0\u202f]/g, ' ')).toBe(expected);
  });

  it.each([
    ['en', '18:30'],
    ['es', '18:30'],
    ['fr', '18:30'],
    ['de', '18:30'],
  ] as const)('a time in %s reads %s (24-hour clock)', (locale, expected) => {
    const time = inLocale(locale, () =>
      dateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
        new Date('2025-10-12T18:30:00Z'),
      ),
    );
    expect(time).toBe(expected);
  });

  it.each([
    ['en', 'Beaches, Food and Music'],
    ['es', 'Beaches, Food y Music'],
    ['fr', 'Beaches, Food et Music'],
    ['de', 'Beaches, Food und Music'],
  ] as const)('a list in %s reads %s', (locale, expected) => {
    expect(inLocale(locale, () => listFormat(['Beaches', 'Food', 'Music']))).toBe(expected);
  });

  it.each(['en', 'es', 'fr', 'de'] as const)(
    'writes every month of a day in %s as Intl does, without a date formatter',
    (locale) => {
      const reference = new Intl.DateTimeFormat(intlLocale(locale), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const days = Array.from({ length: 12 }, (_, index) => [
        `2025-${String(index + 1).padStart(2, '0')}-01`,
        `2026-${String(index + 1).padStart(2, '0')}-28`,
      ]).flat();
      // The first formatter a page makes loads the browser's calendar data: a long task while
      // the app adopts a painted page with dates.
      const used = vi.spyOn(
        Intl.DateTimeFormat.prototype as { readonly format: unknown },
        'format',
        'get',
      );
      const made = vi.spyOn(Intl, 'DateTimeFormat');
      const written = inLocale(locale, () => days.map(formatDay));
      expect(made).not.toHaveBeenCalled();
      expect(used).not.toHaveBeenCalled();
      made.mockRestore();
      used.mockRestore();
      expect(written).toEqual(days.map((day) => reference.format(new Date(`${day}T00:00:00Z`))));
    },
  );

  it('keeps one formatter per language: a Spanish page after a German one is Spanish', () => {
    expect(inLocale('de', () => formatDay('2026-01-05'))).toBe('5. Januar 2026');
    expect(inLocale('es', () => formatDay('2026-01-05'))).toBe('5 de enero de 2026');
  });

  it.each([
    ['en', ['0 results', '1 result', '2 results', '1000000 results']],
    ['es', ['0 resultados', '1 resultado', '2 resultados', '1000000 resultados']],
    // French counts 0 as singular, and a million is its own plural category ("many").
    ['fr', ['0 résultat', '1 résultat', '2 résultats', '1000000 résultats']],
    ['de', ['0 Ergebnisse', '1 Ergebnis', '2 Ergebnisse', '1000000 Ergebnisse']],
  ] as const)('counts in %s by the language’s plural rules', (locale, expected) => {
    const said = inLocale(locale, () =>
      [0, 1, 2, 1_000_000].map((count) => m.search_count({ count })),
    );
    expect(said).toEqual(expected);
  });
});
