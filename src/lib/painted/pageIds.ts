import { APP_SCRIPTS_ID, PAGE_DATA_ID, ROOT_ID } from './pageNames';

/**
 * Every id the app and the page writer (vite-plugins/painted/page-writer.ts) give an element of the
 * document, by name. An entry's headings get ids from their text (src/lib/content/outline.ts), and
 * a heading called "Page data" must not take the id of the painted page's data, nor any other of
 * these: the first element with an id is the one a lookup finds. tests/lib/page-ids.test.ts checks
 * that every id written in src/, vite-plugins/ and scripts/ is listed here.
 */
export const PAGE_IDS = {
  /** index.html's container of the app. */
  root: ROOT_ID,
  /** The painted page's content and scripts (src/lib/painted/pageNames.ts). */
  pageData: PAGE_DATA_ID,
  appScripts: APP_SCRIPTS_ID,
  /** The offline worker's update prompt, a root of its own after `#root`. */
  updatePrompt: 'update-prompt',
  main: 'main',
  mainMenu: 'main-menu',
  consentTitle: 'consent-title',
  search: 'search',
  explore: 'explore',
  latestEntries: 'latest-entries',
  feedStrip: 'feed-strip',
  pressHighlights: 'press-highlights',
  /** The home page's sections, by their headings' ids (Back finds them, src/app/scrollMemory.ts). */
  exploreSection: 'explore-section',
  latestEntriesSection: 'latest-entries-section',
  feedStripSection: 'feed-strip-section',
  pressHighlightsSection: 'press-highlights-section',
  featuredPress: 'featured-press',
  inTheNews: 'in-the-news',
  onThisPage: 'on-this-page',
  moreLikeThis: 'more-like-this',
  myTripHeading: 'my-trip-heading',
  sharedTripHeading: 'shared-trip-heading',
  guideFilters: 'guide-filters',
  /** The account screen's sections. */
  myDataHeading: 'my-data-heading',
  deleteAccountHeading: 'delete-account-heading',
} as const;

/** The ids a heading made from an entry's text never takes. */
export const RESERVED_IDS: ReadonlySet<string> = new Set(Object.values(PAGE_IDS));
