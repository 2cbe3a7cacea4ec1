import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useConfig } from '../../components/ConfigProvider';
import { localizedPath } from '../../lib/i18n/locales';
import { getLocale } from '../../lib/i18n/runtime';
import { useConsent } from '../analytics/consent';
import {
  LANGUAGE_SCROLL_KEY,
  mightSuggest,
  sessionStore,
  switchingTo,
  usePagePath,
} from './language';

// Its own chunk, with its few words in every language: only a visitor it may speak to fetches it.
const LanguageNote = lazy(() => import('./LanguageNote'));

const noChange = () => () => undefined;

/**
 * Back at the same page in another language: the scroll position the visitor left is restored
 * once the page has rendered, then forgotten. The code that does it is fetched only when a
 * position was kept.
 */
function useRestoredScroll(page: string): void {
  useEffect(() => {
    let kept: string | null | undefined;
    try {
      kept = sessionStore()?.getItem(LANGUAGE_SCROLL_KEY);
    } catch {
      // Storage refused (a locked-down browser): the page stays where it opened.
      return;
    }
    if (kept == null) return;
    void import('./languageScroll').then(({ restoreKeptScroll }) => {
      restoreKeptScroll(page);
    });
  }, [page]);
}

/**
 * What the language switcher does once the page runs (mounted after hydration by
 * `LanguageSuggestion`): the scroll carried across a switch, and the note "this page is also in
 * …" for a visitor whose browser (or earlier choice) prefers another of the site's languages. It
 * is fixed over the page's bottom, so its arrival moves nothing. While the analytics question is
 * open it waits: one question at a time, and the two would share the bottom of the screen.
 */
export default function LanguageAfterStart() {
  const page = getLocale();
  const path = usePagePath();
  const { gaMeasurementId } = useConfig();
  const consent = useConsent();
  useRestoredScroll(path);
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
