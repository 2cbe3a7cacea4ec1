import { readText, writeText } from '../../lib/browser/storage';
import { useLocation } from '../../lib/router';
import { isLocale, unlocalizedPath, type Locale } from '../../lib/i18n/locales';

/**
 * The visitor's language, as this browser remembers it. The site never redirects on its own:
 * the switcher is a link to the other document, and what is remembered only decides whether the
 * note "this page is also in …" appears (./LanguageNote.tsx, which reads these keys). What the
 * first load needs is here; the rest waits in the note's chunk and in ./languageScroll.ts.
 */

/** The language the visitor last picked in the switcher or the note (`es`, `fr`…). */
export const LANGUAGE_KEY = 'language';
/** Set once the visitor has closed the note; it is not shown again. */
export const LANGUAGE_NOTE_KEY = 'languageNoteDismissed';
/**
 * sessionStorage: the page and scroll position the visitor left through the switcher, read back
 * once by the same page in the other language.
 */
export const LANGUAGE_SCROLL_KEY = 'languageSwitchScroll';
/** sessionStorage: where the visitor was on each page of this tab (src/app/scrollMemory.ts). */
export const SCROLL_POSITIONS_KEY = 'scrollPositions';

/** What storage refused to keep (a private window) holds for the rest of this page. */
export const unstored: { chosen?: Locale; dismissed?: boolean } = {};

export function rememberLanguage(locale: Locale): void {
  if (!writeText(LANGUAGE_KEY, locale)) unstored.chosen = locale;
}

export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps where the visitor is on `path` (the page without its language's prefix, with its query)
 * before the switcher leaves for the same page in another language.
 */
export function keepScroll(path: string): void {
  try {
    sessionStore()?.setItem(LANGUAGE_SCROLL_KEY, JSON.stringify({ path, scrollY: window.scrollY }));
  } catch {
    // Without session storage the other language's page opens at its top, as any link does.
  }
}

/** The first of the browser's languages the site has, by primary subtag (`de-AT` is `de`). */
export function browserLanguage(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** The browser's languages; some embedded browsers have only `navigator.language`, or neither. */
export function navigatorLanguages(): readonly string[] {
  const { languages, language } = navigator as Partial<Navigator>;
  if (languages && languages.length > 0) return languages;
  return language ? [language] : [];
}

/**
 * Whether the note might have something to say on a page in `page` (a choice remembered, or a
 * browser preferring another of the site's languages): only then is its chunk fetched, and it
 * decides.
 */
export function mightSuggest(page: Locale): boolean {
  const chosen = readText(LANGUAGE_KEY);
  if (chosen !== undefined) return chosen !== page;
  const preferred = browserLanguage(navigatorLanguages());
  return preferred !== null && preferred !== page;
}

/** This page (path and query, without its language's prefix), as the kept scroll names it. */
export function usePagePath(): string {
  const { pathname, search } = useLocation();
  return unlocalizedPath(`${pathname}${search}`);
}

/**
 * Leaving for another language: the choice is remembered (the note then stays away) and the
 * scroll position is kept for the page that opens.
 */
export function switchingTo(locale: Locale, page: string): void {
  rememberLanguage(locale);
  keepScroll(page);
}
