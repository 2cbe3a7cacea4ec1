import type { ContentfulSettings } from '../../config';
import type { Locale } from '../i18n/locales';
import { isRecord } from '../records';

/*
 * The content service's answer for every locale, turned into maps of the site's languages
 * (./locales.ts tells why). Its own module: only the API modules, fetched with the SDK, use it,
 * and the parsers the first load carries do not.
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
