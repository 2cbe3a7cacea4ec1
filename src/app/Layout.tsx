import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from '../lib/router';
import { SITE_NAME } from '../components/usePageMeta';
import { useConfig } from '../components/ConfigProvider';
import { isInPlace, paths } from '../lib/routes';
import { SessionExpiredNotice, selectIsSignedIn, useSessionProfile } from '../features/auth';
import { SearchBox, SearchSourcesProvider } from '../features/search';
import { usePageViews } from './analytics/analytics';
import { useConsent } from './analytics/consent';
import { useScrollMemory } from './scrollMemory';
import { useAppSelector } from './store/hooks';
import { LanguageLinks, LanguageMenu, LanguageSuggestion } from './language/LanguageSwitcher';
import { ThemeSwitch } from './ThemeSwitch';
import { m } from '../paraglide/messages.js';

// The demo's stand-in for e-mail; absent from builds without the demo.
const DemoInbox = __DEMO__ ? lazy(() => import('../mocks/DemoInbox')) : null;

// Fetched only when the analytics question is asked (a first visit, or "Privacy settings").
const ConsentBanner = lazy(() => import('./analytics/ConsentBanner'));

// Made at render: links and words are the document's language (never at a module's top level,
// which the painter evaluates once for every language).
const navLinks = () => [
  { to: paths.blog.getHref(), label: m.app_nav_blog() },
  { to: paths.press.getHref(), label: m.app_nav_press() },
  { to: paths.feed.getHref(), label: m.app_nav_feed() },
  { to: paths.negril.getHref(), label: m.app_nav_guide() },
];

function navLinkClass({ isActive }: { isActive: boolean }) {
  return `block rounded-md px-3 py-2 text-base font-medium md:text-sm ${
    isActive ? 'bg-primary-700 text-white' : 'text-primary-900 hover:bg-primary-100'
  }`;
}

const sessionLabels = () => [m.app_nav_sign_in(), m.app_nav_account()] as const;

/**
 * The session link's label takes the width of the wider of its two labels: a painted page (for a
 * first-time visitor: "Sign in") that a signed-in visitor's app turns into "Account" after
 * hydration does not move the links beside it.
 */
function SessionLabel({ label }: { label: string }) {
  const SESSION_LABELS = sessionLabels();
  return (
    <span className="grid justify-items-center">
      {SESSION_LABELS.map((each) => (
        <span
          key={each}
          className={`col-start-1 row-start-1 ${each === label ? '' : 'invisible'}`}
          aria-hidden={each === label ? undefined : true}
        >
          {each}
        </span>
      ))}
    </span>
  );
}

function MainNav() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  // The menu belongs to the page it was opened on: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (value: boolean) => {
    setOpenOn(value ? location.key : null);
  };

  const SESSION_LABELS = sessionLabels();
  const links = [
    ...navLinks(),
    signedIn
      ? { to: paths.account.getHref(), label: SESSION_LABELS[1] }
      : { to: paths.login.getHref(), label: SESSION_LABELS[0] },
  ];

  return (
    <nav aria-label={m.app_nav_label()} className="relative">
      <button
        type="button"
        className="inline-flex min-h-11 items-center rounded-md border-2 border-primary-700 px-3 text-sm font-semibold text-primary-900 max-[360px]:px-2 md:hidden noscript:hidden"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => {
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        {m.app_menu_button()}
      </button>
      <ul
        id="main-menu"
        className={`${open ? 'flex' : 'hidden'} absolute right-0 z-20 mt-2 w-56 flex-col gap-1 rounded-lg border border-primary-100 bg-white p-2 shadow-lg md:static md:mt-0 md:flex md:w-auto md:flex-row md:border-0 md:p-0 md:shadow-none noscript:static noscript:mt-0 noscript:flex noscript:w-auto noscript:flex-row noscript:flex-wrap noscript:border-0 noscript:p-0 noscript:shadow-none`}
      >
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={navLinkClass}>
              {link.label === SESSION_LABELS[0] || link.label === SESSION_LABELS[1] ? (
                <SessionLabel label={link.label} />
              ) : (
                link.label
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * With a measurement id: the analytics question when the visitor has not answered it (known only
 * after hydration: the answer is this browser's), and "Privacy settings" in the footer to answer
 * it again. Without one, no question and no button.
 */
function useConsentQuestion(gaMeasurementId: string | null) {
  const consent = useConsent();
  const [reopened, setReopened] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);
  usePageViews(consent);
  const banner =
    gaMeasurementId && (consent === null || (reopened && consent !== undefined)) ? (
      <Suspense fallback={null}>
        <ConsentBanner
          current={consent ?? null}
          reopened={reopened}
          onChosen={() => {
            if (!reopened) return;
            setReopened(false);
            settingsButton.current?.focus();
          }}
        />
      </Suspense>
    ) : null;
  const settings = gaMeasurementId ? (
    <button
      ref={settingsButton}
      type="button"
      className="underline hover:text-white noscript:hidden"
      aria-expanded={banner !== null}
      onClick={() => {
        setReopened(true);
      }}
    >
      {m.app_privacy_settings()}
    </button>
  ) : null;
  return { banner, settings };
}

export function Layout() {
  const { demo, gaMeasurementId } = useConfig();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstKey = useRef(location.key);
  const consentQuestion = useConsentQuestion(gaMeasurementId);
  useSessionProfile();

  // After a navigation, focus moves to the new page so screen readers start there; a change made
  // in place (a search typed, a place opened), or Back out of one on the same page (a place
  // closed), leaves it where it is.
  const before = useRef(location);
  useEffect(() => {
    const last = before.current;
    before.current = location;
    const inPlace =
      isInPlace(location.state) || (isInPlace(last.state) && last.pathname === location.pathname);
    if (location.key !== firstKey.current && !inPlace) main.current?.focus({ preventScroll: true });
  }, [location]);
  // A new page opens at its top, one come back to where the visitor left it (./scrollMemory.ts).
  useScrollMemory();

  return (
    <SearchSourcesProvider>
      <div className="relative flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {m.app_skip_link()}
        </a>
        <header className="border-b-4 border-secondary-500 bg-white">
          {/* On a phone the name and three buttons share one row at 320 px in every language
            (French's "Rechercher" the widest, 338 px as wide apart as elsewhere): less room
            between and inside them below 360 px. */}
          <div className="relative mx-auto flex max-w-6xl items-center gap-2 px-4 py-3 max-[360px]:gap-1.5 md:gap-4 noscript:flex-wrap">
            <Link
              to={paths.home.getHref()}
              className="mr-auto text-xl font-bold tracking-tight text-primary-800"
            >
              {SITE_NAME}
            </Link>
            <SearchBox />
            <LanguageMenu />
            <MainNav />
          </div>
        </header>
        <SessionExpiredNotice />
        <main
          id="main"
          ref={main}
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none"
        >
          <Outlet />
        </main>
        <footer className="keep-colors bg-primary-900 text-primary-50">
          <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:justify-between">
            <p>
              © {__BUILD_YEAR__} {SITE_NAME}. {m.app_footer_tagline()}
            </p>
            <p className="flex flex-wrap gap-x-4 gap-y-2">
              <Link to={paths.privacy.getHref()} className="underline hover:text-white">
                {m.app_privacy_link()}
              </Link>
              {consentQuestion.settings}
            </p>
            <LanguageLinks />
            <ThemeSwitch />
            {/* Only a demo build has a demo: the words are not in a production bundle at all. */}
            {__DEMO__ && demo ? (
              // The inbox lives in the page's flow, at its end: a floating button covered text.
              <div className="flex flex-col gap-2 sm:items-end">
                <p>
                  <strong>{m.app_demo_mode()}</strong> {m.app_demo_mode_text()}
                </p>
                {DemoInbox ? (
                  <Suspense fallback={null}>
                    <DemoInbox />
                  </Suspense>
                ) : null}
              </div>
            ) : null}
          </div>
        </footer>
        {consentQuestion.banner}
        <LanguageSuggestion />
      </div>
    </SearchSourcesProvider>
  );
}
