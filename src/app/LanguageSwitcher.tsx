import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useConfig } from '../components/ConfigProvider';
import {
  LOCALES,
  LOCALE_NAMES,
  localizedPath,
  unlocalizedPath,
  type Locale,
} from '../lib/i18n/locales';
import { getLocale } from '../lib/i18n/runtime';
import { m } from '../paraglide/messages.js';
import { useConsent } from './consent';
import {
  LANGUAGE_SCROLL_KEY,
  keepScroll,
  mightSuggest,
  rememberLanguage,
  sessionStore,
} from './language';

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

/** This page (path and query, without its language's prefix), as the kept scroll names it. */
function usePagePath(): string {
  const { pathname, search } = useLocation();
  return unlocalizedPath(`${pathname}${search}`);
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

/**
 * Leaving for another language: the choice is remembered (the note then stays away) and the
 * scroll position is kept for the page that opens.
 */
export function switchingTo(locale: Locale, page: string): void {
  rememberLanguage(locale);
  keepScroll(page);
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

/**
 * Back at the same page in another language: the scroll position the visitor left is restored
 * once the page has rendered (after hydration: effects run then), then forgotten. The code that
 * does it is fetched only when a position was kept.
 */
function useRestoredScroll(): void {
  const page = usePagePath();
  useEffect(() => {
    if (sessionStore()?.getItem(LANGUAGE_SCROLL_KEY) == null) return;
    void import('./languageScroll').then(({ restoreKeptScroll }) => {
      restoreKeptScroll(page);
    });
  }, [page]);
}

function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}

/** The header's switcher: a disclosure of the four links, closed by Escape or a click elsewhere. */
export function LanguageMenu() {
  const links = useLanguageLinks();
  const current = getLocale();
  const menu = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  useRestoredScroll();

  // While open: a click elsewhere closes it, and so does Escape, giving focus back to its button.
  useEffect(() => {
    const details = menu.current;
    if (!open || !details) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      details.open = false;
      summary.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    details.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      details.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <nav aria-label={m.lang_nav_label()} className="relative">
      <details
        ref={menu}
        onToggle={(event) => {
          setOpen(event.currentTarget.open);
        }}
      >
        <summary
          ref={summary}
          className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1 rounded-md border-2 border-primary-700 px-2 text-sm font-semibold text-primary-900 hover:bg-primary-100 [&::-webkit-details-marker]:hidden"
        >
          <GlobeIcon />
          {/* On a phone the globe alone: the header's row has no room for more. */}
          <span aria-hidden="true" className="hidden sm:inline">
            {current.toUpperCase()}
          </span>
          <span className="sr-only">{m.lang_menu({ language: LOCALE_NAMES[current] })}</span>
        </summary>
        <ul className="absolute right-0 z-30 mt-2 flex w-max min-w-36 flex-col gap-1 rounded-lg border border-primary-100 bg-white p-2 shadow-lg">
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
      </details>
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

// Its own chunk, with its few words in every language: only a visitor it may speak to fetches it.
const LanguageNote = lazy(() => import('./LanguageNote'));

const noChange = () => () => undefined;

/**
 * The note "this page is also in …", for a visitor whose browser (or earlier choice) prefers
 * another of the site's languages. Known only after hydration (it depends on this browser), and
 * fixed over the page's bottom, so its arrival moves nothing. While the analytics question is
 * open it waits: one question at a time, and the two would share the bottom of the screen.
 */
export function LanguageSuggestion() {
  const page = getLocale();
  const path = usePagePath();
  const { gaMeasurementId } = useConfig();
  const consent = useConsent();
  const maybe = useSyncExternalStore(
    noChange,
    () => mightSuggest(page),
    () => false,
  );
  if (!maybe || (gaMeasurementId !== null && consent === null)) return null;
  return (
    <Suspense fallback={null}>
      <LanguageNote
        page={page}
        hrefIn={(language) => localizedPath(path, language)}
        onFollow={(language) => {
          switchingTo(language, path);
        }}
      />
    </Suspense>
  );
}
