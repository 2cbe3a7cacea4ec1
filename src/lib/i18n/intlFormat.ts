/**
 * Numbers, dates and lists in the document's language, with `Intl` (one formatter per language and
 * style, made when first asked for). Words go through the messages (src/paraglide/, from
 * messages/<locale>.json); plural rules are the messages' own (`Intl.PluralRules`), never `n === 1`.
 */
import { getLocale } from './runtime.ts';
import type { Locale } from './locales.ts';

/** The `Intl` locale of each language: English dates read `12 October 2025`, as before. */
export const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-GB',
  es: 'es',
  fr: 'fr',
  de: 'de',
};

export function intlLocale(locale: Locale = getLocale()): string {
  return INTL_LOCALES[locale];
}

const cache = new Map<string, unknown>();

function cached<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/** A date formatter for the document's language (`options` must be the same object each time, or equal in JSON). */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale();
  return cached(
    `date ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/** A number formatter for the document's language. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = intlLocale();
  return cached(
    `number ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** `a, b and c` in the document's language. */
export function listFormat(
  items: readonly string[],
  type: Intl.ListFormatType = 'conjunction',
): string {
  const locale = intlLocale();
  return cached(`list ${locale} ${type}`, () => new Intl.ListFormat(locale, { type })).format(
    items,
  );
}
