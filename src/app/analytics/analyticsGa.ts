import { afterPageLoad } from '../../lib/browser/idle';
import { once } from '../../lib/once';
import type { ConsentChoice } from './consent';

/**
 * What analytics does once GA is wanted (after an Accept): a chunk of its own, fetched with the
 * first answer or page view it has to tell, not with every page's first load. The hook that
 * follows the visitor's choice (./analytics.ts) stays in the layout.
 */

type ReactGa = (typeof import('react-ga4'))['default'];
type Counting = typeof import('./analyticsPage');

/** Consent Mode v2: everything denied until the visitor says otherwise; ads are never granted. */
const DENIED_BY_DEFAULT = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
} as const;

/**
 * react-ga4 is fetched only after the visitor has accepted analytics, and only after the page has
 * loaded: gtag.js requested before first paint delayed it by most of a second on a phone. The
 * page's one measurement id initialises it once, with consent denied by default before anything
 * else reaches gtag. What a page view may say of the address (./analyticsPage.ts) comes with it.
 */
const loadAnalytics = once((measurementId: string): Promise<[ReactGa, Counting]> =>
  afterPageLoad()
    .then(() => Promise.all([import('react-ga4'), import('./analyticsPage')]))
    .then(([{ default: ReactGA }, counting]) => {
      ReactGA.gtag('consent', 'default', DENIED_BY_DEFAULT);
      // Without send_page_view: false, initialize sends a page view of its own, doubling the
      // first; and gtag's own hits would carry the document's address until the first view sets
      // the page's counted location.
      ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false } });
      return [ReactGA, counting];
    }),
);

function ignoreFailure() {
  // Analytics that cannot load (blocked, offline) must never disturb a visit.
}

/** GA's own cookies (`_ga`, `_ga_<id>`), on this host and the domains above it, where GA puts them. */
function removeAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  const labels = location.hostname.split('.');
  for (const name of names) {
    for (let start = 0; start < labels.length; start += 1) {
      const domain = labels.slice(start).join('.');
      document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
    }
    document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

/** Tells GA the visitor's new answer. Only called once GA is wanted, i.e. after an Accept. */
export function updateConsent(measurementId: string, choice: ConsentChoice): void {
  if (choice === 'denied') removeAnalyticsCookies();
  loadAnalytics(measurementId)
    .then(([ga]) => {
      ga.gtag('consent', 'update', { analytics_storage: choice });
    })
    .catch(ignoreFailure);
}

/** The last page told: the next one's referrer (the document's own is the address, token and all). */
let lastLocation: string | null = null;

/**
 * A page view, with the page as the route table allows it to be told (./analyticsPage.ts). The
 * same values are `set` for every hit gtag sends on its own after it (engagement, scrolls), which
 * would otherwise carry the document's address and its referrer.
 */
export function sendPageView(
  measurementId: string,
  pathname: string,
  search: string,
  title: string,
): void {
  const { origin } = window.location;
  loadAnalytics(measurementId)
    .then(([ga, { countedPage, countedReferrer }]) => {
      const page = countedPage(pathname, search, title, origin);
      const params = {
        ...page,
        page_referrer: lastLocation ?? countedReferrer(document.referrer, origin),
      };
      lastLocation = page.page_location;
      ga.gtag('set', params);
      ga.gtag('event', 'page_view', params);
    })
    .catch(ignoreFailure);
}
