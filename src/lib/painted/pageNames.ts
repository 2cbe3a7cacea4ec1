import { DEFAULT_LOCALE, isLocale } from '../i18n/locales.ts';

/**
 * The names a painted page is written with (vite-plugins/painted/page-writer.ts), read back by the guard
 * (src/painted/guard.ts, which gets them inlined) and by the app (src/painted/adopt.ts,
 * src/start.tsx). No other module spells them. Below the app, so that the app, the features and the
 * offline worker read them without importing the painted pages.
 */

/** On `#root`: the page's path; the app takes it off once React answers the page's events. */
export const PAINTED_ATTRIBUTE = 'data-painted';
/** The id of the page's content, as JSON, beside `#root`. */
export const PAGE_DATA_ID = 'page-data';
/** The id of the template that holds the app's scripts until the guard starts them. */
export const APP_SCRIPTS_ID = 'app-scripts';
/** index.html's container of the app. */
export const ROOT_ID = 'root';
/** Set on <html> by the guard when the painted page is not to be shown. */
export const OTHER_PAGE_ATTRIBUTE = 'data-other-page';
/** Set by the guard on the button tapped before the app ran (at most one). */
export const TAPPED_ATTRIBUTE = 'data-tapped';

/**
 * How long a painted page with expiring content (the feed's signed picture addresses) is shown:
 * past it the app starts at once and asks afresh. A scheduled daily build keeps it in use.
 */
export const FEED_PAINT_HOURS = 24;

/**
 * The file of a page, as a site path: `/` is `/index.html`, `/blog` and `/blog/` are
 * `/blog.html`. Static hosts serve such a file at the address without `.html` and without a
 * redirect (Netlify, Cloudflare Pages, GitHub Pages, Vercel's `cleanUrls`, nginx's
 * `try_files $uri $uri.html /index.html`, and `vite preview`), where a `blog/index.html` would be
 * redirected to `/blog/` by most of them. The build writes it, the offline worker finds it.
 * A language's home is its folder's `index.html` (`/es/` is `/es/index.html`): the file every
 * host also answers for the addresses under `/es/` that are no file, as `/index.html` at the root.
 */
export function pageFile(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (path === '') return '/index.html';
  const first = path.slice(1);
  return isLocale(first) && first !== DEFAULT_LOCALE ? `${path}/index.html` : `${path}.html`;
}

/** The path a page's guard compares with the address: without a trailing slash, `/` for the root. */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * The visitor's theme (./theme.ts, the head script of every page): the `localStorage` key of a
 * choice other than the system's, the attribute it sets on <html> (`light` or `dark`; absent,
 * the page follows the system), and the name of the switch's <select>.
 */
export const THEME_KEY = 'theme';
export const THEME_ATTRIBUTE = 'data-theme';
export const THEME_SWITCH_NAME = 'theme';
