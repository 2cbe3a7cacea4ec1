/**
 * The site's languages. English is at the root (`/blog`), and is the `x-default`; the others live
 * under their prefix (`/es/blog`). Every route of the table exists in each (src/lib/routes.ts).
 */
export const LOCALES = ['en', 'es', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

/** Open Graph's `og:locale` for each language. */
export const OG_LOCALES: Record<Locale, string> = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The path prefix of a language: '' for English, `/es` for Spanish. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The language of a path (`/es/blog` is Spanish; `/blog`, `/xx/blog` and `/espresso` are English). */
export function localeOfPath(pathname: string): Locale {
  const first = /^\/([^/?#]+)/.exec(pathname)?.[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/**
 * A path's leading slashes and backslashes, plain or percent-encoded (`//`, `/\`, `/%2F`, `/%5c`),
 * as one slash: a browser reads `//host` and `/\host` as another site, and a server along the way
 * may decode `%2F` first. A page's own address (`/es//evil.example`) never becomes such a link.
 */
const oneSlash = (path: string) => path.replace(/^[/\\](?:[/\\]|%(?:25)*(?:2f|5c))*/i, '/');

/** A path without its language's prefix: `/es/blog?x` is `/blog?x`, `/es` is `/`. */
export function unlocalizedPath(path: string): string {
  const site = oneSlash(path);
  const locale = localeOfPath(site);
  if (locale === DEFAULT_LOCALE) return site;
  const rest = oneSlash(site.slice(localePrefix(locale).length));
  return rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/**
 * A site path in a language: `/blog` in Spanish is `/es/blog`, `/` is `/es/`. A path already in a
 * language is moved to this one. Only site paths (a leading `/` or `\`) are changed, and always
 * into one of this site (`//evil.example` is `/evil.example`).
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!/^[/\\]/.test(path)) return path;
  return `${localePrefix(locale)}${unlocalizedPath(path)}`;
}
