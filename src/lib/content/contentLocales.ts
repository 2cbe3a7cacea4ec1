import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { isRecord } from '../records';

/**
 * Content in the page's language, field by field, with English where a field has no translation.
 *
 * The content service is asked for every locale at once (`locale=*`): each field then comes as
 * `{ 'en-US': …, es: … }`, holding only the locales that have a value, with no fallback applied.
 * The API modules turn those maps into maps keyed by the site's languages (`{ en: …, es: … }`),
 * keeping only the page's language and English (./localeFields.ts): that is what the store's
 * parsers, and the pages painted at build time, read. A parser then picks each field
 * (`pickLocalized`): the page's language's value when it has a usable one, else English's, and
 * knows which it took, so the page can mark English text `lang="en"`.
 *
 * A value that is not such a map (an answer for one locale, or an old painted page) is taken as
 * it is, in the page's language.
 */

/** The languages a page in `locale` needs: its own and English (the fallback), once. */
export function neededLocales(locale: Locale): Locale[] {
  return locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [locale, DEFAULT_LOCALE];
}

/** A value and the language it is written in. */
export interface Localized<T> {
  value: T;
  lang: Locale;
}

/** A field keyed by the site's languages (what `siteLocaleFields` makes), not rich text or a link. */
function isLocaleMap(value: unknown): value is Partial<Record<Locale, unknown>> {
  if (!isRecord(value) || 'nodeType' in value || 'sys' in value) return false;
  return LOCALES.some((locale) => Object.hasOwn(value, locale));
}

/**
 * A field in the page's language: the page's value when `read` makes something of it (not null),
 * else English's, marked as English. A field that is not a map of languages is read as it is,
 * in the page's language. Null when nothing usable is there.
 */
export function pickLocalized<T>(
  value: unknown,
  locale: Locale,
  read: (value: unknown) => T | null,
): Localized<T> | null {
  if (!isLocaleMap(value)) {
    const own = read(value);
    return own === null ? null : { value: own, lang: locale };
  }
  for (const candidate of neededLocales(locale)) {
    if (!Object.hasOwn(value, candidate)) continue;
    const picked = read(value[candidate]);
    if (picked !== null) return { value: picked, lang: candidate };
  }
  return null;
}

/** A field's value in the page's language (or English), without saying which. */
export function localizedValue(value: unknown, locale: Locale): unknown {
  return pickLocalized(value, locale, (item) => (item === undefined ? null : item))?.value;
}
