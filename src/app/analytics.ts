import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useConfig } from '../components/ConfigProvider';
import { afterPageLoad } from '../lib/idle';
import { isInPlace } from '../lib/paths';
import { once } from '../lib/once';

type ReactGa = (typeof import('react-ga4'))['default'];

/**
 * react-ga4 is fetched only when a measurement id is set, and only after the page has loaded:
 * gtag.js requested before first paint delayed it by most of a second on a phone. The page's
 * one measurement id initialises it once.
 */
const loadAnalytics = once((measurementId: string): Promise<ReactGa> =>
  afterPageLoad()
    .then(() => import('react-ga4'))
    .then(({ default: ReactGA }) => {
      // Without send_page_view: false, initialize sends a page view of its own, doubling the first.
      ReactGA.initialize(measurementId, { gtagOptions: { send_page_view: false } });
      return ReactGA;
    }),
);

export function sendPageView(measurementId: string | null, page: string, title: string): void {
  if (!measurementId) return;
  loadAnalytics(measurementId)
    .then((ga) => ga.send({ hitType: 'pageview', page, title }))
    .catch(() => {
      // Analytics that cannot load (blocked, offline) must never disturb a visit.
    });
}

/**
 * One page view per completed route change, the first render included. Screens set their title
 * in layout effects, which run before this effect, so the view carries the new title. The
 * location key guards against React's development double effects. A change made in place (a
 * search typed in the guide, the next picture in the lightbox) is not a new page.
 */
export function usePageViews(): void {
  const location = useLocation();
  const { gaMeasurementId } = useConfig();
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    const first = lastKey.current === null;
    lastKey.current = location.key;
    if (!first && isInPlace(location.state)) return;
    sendPageView(gaMeasurementId, `${location.pathname}${location.search}`, document.title);
  }, [location, gaMeasurementId]);
}
