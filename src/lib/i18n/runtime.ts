/**
 * The locale runtime the compiled messages (src/paraglide/, made by Paraglide JS from
 * messages/<locale>.json) call, in place of the runtime Paraglide writes beside them: vite.config.ts
 * resolves their `../runtime.js` here. Paraglide's own runtime reads the locale from cookies, URL
 * patterns or storage (about 1.8 kB gzip in the first load); this site needs none of that, because
 * a document's language never changes while it is open: it is the address's prefix (`/es/…`),
 * and the language switcher is a link to another document.
 *
 * A production build is made once per language (vite-plugins/bundle/locale-builds.ts), with `__STATIC_LOCALE__`
 * replaced by that language: every message function then folds to its one string, and the bundle
 * of `/es/` holds no English, French or German text. In development, in the tests and in the
 * build's page painter (one process paints every language) it is undefined, and the locale is the
 * one set here last.
 */
import type { Locale } from './locales.ts';

export type { Locale };

/** A language fixed when the bundle was built; undefined in development, the tests and the painter. */
export const experimentalStaticLocale: Locale | undefined =
  typeof __STATIC_LOCALE__ === 'undefined' ? undefined : __STATIC_LOCALE__;

let current: Locale = experimentalStaticLocale ?? 'en';

/** The language the messages speak: the build's, or the one the document (or the painter) set. */
export function getLocale(): Locale {
  return experimentalStaticLocale ?? current;
}

/**
 * Sets the language of what is rendered next: main.tsx calls it once from the address, the painter
 * before each page, a test before it renders. A production bundle keeps its own.
 */
export function setLocale(locale: Locale): void {
  current = locale;
}
