/**
 * Content whose language may not be the page's: a field of the content service without a
 * translation falls back to English, and the product server's texts are English. Such text carries
 * its own `lang`, so a screen reader reads it with English's voice and a browser hyphenates and
 * translates it as English.
 */
import { getLocale } from './runtime.ts';
import type { Locale } from './locales.ts';

/**
 * `{ lang }` to spread on the element holding a text written in `textLocale`, when that is not
 * the page's language; nothing otherwise (a text of unknown language is taken as the page's).
 */
export function langAttr(
  textLocale: Locale | undefined,
  pageLocale: Locale = getLocale(),
): { lang?: Locale } {
  return textLocale && textLocale !== pageLocale ? { lang: textLocale } : {};
}
