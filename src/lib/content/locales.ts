import type { ContentfulSettings } from '../../config';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { isRecord } from '../records';

/**
 * Content in the page's language, field by field, with English where a field has no translation.
 *
 * The content service is asked for every locale at once (`locale=*`): each field then comes as
 * `{ 'en-US': …, es: … }`, holding only the locales that have a value, with no fallback applied.
 * The API modules turn those maps into maps keyed by the site's languages (`{ en: …, es: … }`),
 * keeping only the page's language and English (`siteLocaleFields`): that is what the store's
 * parsers, and the pages painted at build time, read. A parser then picks each field
 * (`pickLocalized`): the page's language's value when it has a usable one, else English's, and
 * knows which it took, so the page can mark English text `lang="en"`.
 *
 * A value that is not such a map (an answer for one locale, or an old painted page) is taken as
 * it is, in the page's language.
 */

/** How deep the walk goes into resolved links and rich text (a hostile answer is not followed further). */
const MAX_DEPTH = 40;

/** A locale code as Contentful writes them: `de`, `es-419`, `en-US`. */
const LOCALE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/** A field's value for every locale (`locale=*`): a non-empty object whose keys are all locale codes. */
function isCodeMap(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => LOCALE_CODE.test(key));
}

/** An entry or an asset: something with `sys` and `fields`, whose fields are per locale. */
function isEntity(value: unknown): value is { sys: unknown; fields: Record<string, unknown> } {
  return isRecord(value) && isRecord(value.sys) && isRecord(value.fields);
}

/** The languages a page in `locale` needs: its own and English (the fallback), once. */
export function neededLocales(locale: Locale): Locale[] {
  return locale === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : [locale, DEFAULT_LOCALE];
}

/**
 * An entry's fields (as the SDK resolved them for every locale) keyed by the site's languages,
 * only those given: `{ title: { 'en-US': 'Beach', 'es-419': 'Playa' } }` becomes
 * `{ title: { en: 'Beach', es: 'Playa' } }`. Linked assets (a cover, an image in rich text) are
 * turned the same way. A field with none of the languages is left out; a field that is not a map
 * of locales is kept as it is. Never throws: what it does not understand it keeps or drops.
 */
export function siteLocaleFields(
  fields: Record<string, unknown>,
  codes: ContentfulSettings['locales'],
  locales: readonly Locale[],
): Record<string, unknown> {
  const done = new WeakMap<object, unknown>();

  function walk(value: unknown, depth: number): unknown {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return value;
    const known = done.get(value);
    if (known !== undefined) return known;
    if (Array.isArray(value)) {
      const list: unknown[] = [];
      done.set(value, list);
      for (const item of value as unknown[]) list.push(walk(item, depth + 1));
      return list;
    }
    const record = value as Record<string, unknown>;
    if (isEntity(record)) {
      const entity: Record<string, unknown> = { ...record };
      done.set(value, entity);
      entity.fields = localeFields(record.fields, depth + 1);
      return entity;
    }
    const copy: Record<string, unknown> = {};
    done.set(value, copy);
    for (const [key, item] of Object.entries(record)) copy[key] = walk(item, depth + 1);
    return copy;
  }

  function localeFields(source: Record<string, unknown>, depth: number) {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(source)) {
      if (!isCodeMap(value)) {
        out[name] = walk(value, depth);
        continue;
      }
      const map: Partial<Record<Locale, unknown>> = {};
      for (const locale of locales) {
        const code = codes[locale];
        if (Object.hasOwn(value, code)) map[locale] = walk(value[code], depth + 1);
      }
      if (Object.keys(map).length > 0) out[name] = map;
    }
    return out;
  }

  return localeFields(fields, 0);
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
    const read_ = read(value[candidate]);
    if (read_ !== null) return { value: read_, lang: candidate };
  }
  return null;
}

/** A field's value in the page's language (or English), without saying which. */
export function localizedValue(value: unknown, locale: Locale): unknown {
  return pickLocalized(value, locale, (item) => (item === undefined ? null : item))?.value;
}
