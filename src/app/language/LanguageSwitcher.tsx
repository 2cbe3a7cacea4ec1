import { lazy, Suspense, useSyncExternalStore } from 'react';
import { LOCALES, LOCALE_NAMES, localizedPath, type Locale } from '../../lib/i18n/locales';
import { getLocale } from '../../lib/i18n/runtime';
import { m } from '../../paraglide/messages.js';
import { switchingTo, usePagePath } from './language';

/**
 * The language switcher: in the header (a small menu, to fit a phone) and in the footer (the four
 * links). Each language is a plain link to this same page, with its query, in that language: a
 * production bundle speaks one language, so switching is a document navigation, never a route
 * change. Everything rendered here depends on the address only, so a painted page and the app
 * render it alike (nothing from storage in the first render).
 */

interface LanguageLink {
  locale: Locale;
  href: string;
  current: boolean;
}

function useLanguageLinks(): LanguageLink[] {
  const page = usePagePath();
  const current = getLocale();
  return LOCALES.map((locale) => ({
    locale,
    href: localizedPath(page, locale),
    current: locale === current,
  }));
}

function LanguageAnchor({ link, className }: { link: LanguageLink; className: string }) {
  const page = usePagePath();
  return (
    <a
      href={link.href}
      hrefLang={link.locale}
      lang={link.locale}
      aria-current={link.current ? 'true' : undefined}
      className={className}
      onClick={() => {
        switchingTo(link.locale, page);
      }}
    >
      {LOCALE_NAMES[link.locale]}
    </a>
  );
}

/** The id of the header's list of languages, the popover its button opens. */
const MENU_ID = 'language-menu';

/**
 * The header's switcher: a button and the four links in a popover. The browser itself opens and
 * closes it (Escape, a click elsewhere, focus back to the button): no script, so it works the
 * same on a painted page before the app runs, and costs the first load nothing but its markup.
 */
export function LanguageMenu() {
  const links = useLanguageLinks();
  const current = getLocale();
  return (
    <nav aria-label={m.lang_nav_label()}>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-md border-2 border-primary-700 px-2 text-sm font-semibold text-primary-900 hover:bg-primary-100"
      >
        {/* A globe, drawn by the stylesheet (index.css): no markup to ship in the script. */}
        <span aria-hidden="true" className="globe-icon size-5 shrink-0" />
        {/* On a phone the globe alone: the header's row has no room for more. */}
        <span aria-hidden="true" className="hidden sm:inline">
          {current.toUpperCase()}
        </span>
        <span className="sr-only">{m.lang_menu({ language: LOCALE_NAMES[current] })}</span>
      </button>
      {/* Below the header's row, at its right edge (a popover is placed against the screen). */}
      <ul
        id={MENU_ID}
        popover="auto"
        className="fixed inset-auto top-18 right-4 m-0 w-max min-w-36 flex-col gap-1 rounded-lg border border-primary-100 bg-white p-2 shadow-lg open:flex"
      >
        {links.map((link) => (
          <li key={link.locale}>
            <LanguageAnchor
              link={link}
              className={`block rounded-md px-3 py-2 text-base md:text-sm ${
                link.current
                  ? 'bg-primary-700 font-semibold text-white'
                  : 'text-primary-900 hover:bg-primary-100'
              }`}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer's switcher: the four languages in a row. */
export function LanguageLinks() {
  const links = useLanguageLinks();
  return (
    <nav aria-label={m.lang_footer_label()} className="sm:shrink-0">
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {links.map((link) => (
          <li key={link.locale}>
            <LanguageAnchor
              link={link}
              className={link.current ? 'font-semibold text-white' : 'underline hover:text-white'}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

// What the switcher does once the page runs (the scroll carried across a switch, the note
// suggesting the browser's language): its own chunk, fetched after hydration, never part of the
// first load nor of the painted page.
const AfterStart = lazy(() => import('./LanguageAfterStart'));

const noChange = () => () => undefined;

/** Mounted after hydration: the painted page and the app's first render have nothing here. */
export function LanguageSuggestion() {
  // False while the page is hydrated (as it was painted), true from the next render on.
  const started = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <AfterStart />
    </Suspense>
  );
}
