import { matchPath } from '../../lib/router';
import { localeOfPath, localizedPath } from '../../lib/i18n/locales';
import { routeList } from '../../lib/routes';

/** What a page view tells analytics: never more of the address than the route table allows. */
export interface CountedPage {
  page_path: string;
  page_location: string;
  page_title: string;
}

/**
 * The page as analytics may know it. A route marked `secret` (an activation or reset link) is
 * told as its pattern (`/password/reset/confirm/:uid/:token`), also for a longer address under it
 * (a link a mail program added to), and with a title that names none of its values; any other
 * keeps only the query parameters its route lists as `counted`. The location is the site's origin
 * with that path, never the document's own address (which gtag would send otherwise). The route
 * is matched in the address's own language, so a referrer in another language than the page's
 * (a language switch from a reset link) is told as its pattern too.
 */
export function countedPage(
  pathname: string,
  search: string,
  title: string,
  origin: string,
): CountedPage {
  let path = pathname;
  let kept = '';
  let shownTitle = title;
  const locale = localeOfPath(pathname);
  for (const route of routeList) {
    const pattern = localizedPath(route.path, locale);
    const match = matchPath({ path: pattern, end: !route.secret }, pathname);
    if (!match || route.path === '*') continue;
    if (route.secret) {
      path = pattern;
      const values = Object.values(match.params).filter((value) => value);
      if (values.some((value) => value && title.includes(value))) shownTitle = pattern;
    } else {
      const query = new URLSearchParams(search);
      const counted = new URLSearchParams();
      for (const [name, value] of query) {
        if (route.counted?.includes(name)) counted.append(name, value);
      }
      kept = counted.size > 0 ? `?${counted.toString()}` : '';
    }
    break;
  }
  return {
    page_path: `${path}${kept}`,
    page_location: `${origin}${path}${kept}`,
    page_title: shownTitle,
  };
}

/** Where the visitor came from, with this site's own addresses told as above. */
export function countedReferrer(referrer: string, origin: string): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.origin !== origin) return url.origin;
  return countedPage(url.pathname, url.search, '', origin).page_location;
}
