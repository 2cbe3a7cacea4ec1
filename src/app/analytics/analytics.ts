import { useEffect, useRef } from 'react';
import { useLocation } from '../../lib/router';
import { useConfig } from '../../components/ConfigProvider';
import { isInPlace } from '../../lib/routes';
import { once } from '../../lib/once';
import type { ConsentChoice } from './consent';

function ignoreFailure() {
  // Analytics that cannot load (blocked, offline) must never disturb a visit.
}

/** GA's loading and calls (./analyticsGa.ts): fetched once GA is wanted, never before. */
const loadGa = once(() => import('./analyticsGa'));

/**
 * gtag.js checks `window['ga-disable-<measurement id>']` before every hit it sends, its own
 * included (engagement, scrolls, the page's unload): set, nothing more leaves for Google from the
 * moment of a Decline, whatever gtag.js still has queued; cleared again by an Accept.
 */
function disableAnalytics(measurementId: string, disabled: boolean): void {
  Reflect.set(window, `ga-disable-${measurementId}`, disabled);
}

/**
 * GA follows the visitor's choice: nothing before one (GA is not even fetched); on Accept, consent
 * granted and the current page's view; then one page view per completed route change, the first
 * render included; on Decline (in this tab or another) GA disabled at once, and after an Accept
 * consent denied, and no more views. Screens set their title in layout effects, which run before
 * this effect, so the view carries the new title. The
 * location key (each page counted once) guards against React's development double effects. A
 * change made in place (a search typed in the guide, the next picture in the lightbox) is not a
 * new page.
 */
export function usePageViews(consent: ConsentChoice | null | undefined): void {
  const location = useLocation();
  const { gaMeasurementId } = useConfig();
  const told = useRef<ConsentChoice | null>(null);
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!gaMeasurementId || !consent) return;
    if (consent !== told.current) {
      disableAnalytics(gaMeasurementId, consent !== 'granted');
      // A Decline before any Accept has nobody to tell: GA was never loaded.
      if (consent === 'granted' || told.current === 'granted') {
        void loadGa().then((ga) => {
          ga.updateConsent(gaMeasurementId, consent);
        }, ignoreFailure);
      }
      told.current = consent;
    }
    if (consent !== 'granted' || counted.current === location.key) return;
    const first = counted.current === null;
    counted.current = location.key;
    if (!first && isInPlace(location.state)) return;
    const { pathname, search } = location;
    const { title } = document;
    void loadGa().then((ga) => {
      ga.sendPageView(gaMeasurementId, pathname, search, title);
    }, ignoreFailure);
  }, [location, gaMeasurementId, consent]);
}
