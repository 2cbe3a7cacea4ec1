import { paths } from '../../lib/routes';
import { richTextToPlainText } from '../../lib/content/richText';
import type { Locale } from '../../lib/i18n/locales';
import { truncate } from '../../lib/text';
import { httpUrl } from '../../lib/urls';
import { m } from '../../paraglide/messages.js';
import type { BlogEntry } from '../blog';
import { SERVER_PRESS_LANG, type PressEntry, type ServerPressItem } from '../press';

export type SearchKind = 'blog' | 'press';

/** "Blog entry", "Press", in the page's language. */
export function kindLabel(kind: SearchKind): string {
  return kind === 'blog' ? m.search_kind_blog() : m.search_kind_press();
}

/** "1 result", "3 results", in the page's language. */
export function countText(count: number): string {
  return m.search_count({ count });
}

/**
 * Where a result leads: an entry of this site, or a press article elsewhere (always http(s),
 * opened in a new tab).
 */
export type SearchLink = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

/** One thing the search can find: a blog entry or a press article, as the index and results see it. */
export interface SearchDocument {
  id: string;
  kind: SearchKind;
  title: string;
  /** What a result shows under its title. */
  excerpt: string;
  /** The rest of the searchable text (an entry's body), never shown. */
  body: string;
  tags: string[];
  /** The publication of a press article. */
  source: string;
  date: string | null;
  link: SearchLink;
  /**
   * The language of the title and of the excerpt when it is not the page's (English, for an
   * untranslated entry or the server's press list): a result marks them `lang`.
   */
  lang?: { title?: Locale; excerpt?: Locale };
}

function languages(title?: Locale, excerpt?: Locale): Pick<SearchDocument, 'lang'> {
  return title || excerpt
    ? { lang: { ...(title ? { title } : {}), ...(excerpt ? { excerpt } : {}) } }
    : {};
}

const EXCERPT_LENGTH = 160;

export function blogDocument(entry: BlogEntry): SearchDocument | null {
  if (!entry.slug) return null;
  const body = richTextToPlainText(entry.body);
  return {
    id: `blog:${entry.id}`,
    kind: 'blog',
    title: entry.title || m.blog_untitled(),
    excerpt: entry.excerpt || truncate(body, EXCERPT_LENGTH),
    body,
    tags: entry.tags,
    source: '',
    date: entry.date,
    link: { kind: 'internal', href: paths.blogEntry.getHref(entry.slug) },
    ...languages(
      entry.title ? entry.lang?.title : undefined,
      entry.excerpt ? entry.lang?.excerpt : entry.lang?.body,
    ),
  };
}

/** An article's own address when it is http(s); otherwise the press page, which lists it. */
function pressLink(url: string | null): SearchLink {
  const href = httpUrl(url);
  return href ? { kind: 'external', href } : { kind: 'internal', href: paths.press.getHref() };
}

export function pressEntryDocument(entry: PressEntry): SearchDocument {
  const text = richTextToPlainText(entry.text);
  return {
    id: `press:${entry.id}`,
    kind: 'press',
    title: entry.title || m.press_untitled(),
    excerpt: truncate(text, EXCERPT_LENGTH),
    body: text,
    tags: [],
    source: entry.subtitle,
    date: entry.date,
    link: pressLink(entry.url),
    ...languages(entry.title ? entry.lang?.title : undefined, entry.lang?.text),
  };
}

export function serverPressDocument(item: ServerPressItem, index: number): SearchDocument {
  return {
    // Rows without an id of their own get negative ones: the position keeps them apart.
    id: `server-press:${item.id}:${index}`,
    kind: 'press',
    title: item.title || item.url || m.press_untitled(),
    excerpt: '',
    body: '',
    tags: [],
    source: item.publication,
    date: item.date,
    link: pressLink(item.url),
    // The server writes its list in English.
    ...languages(item.title ? SERVER_PRESS_LANG : undefined),
  };
}

export function searchDocuments(sources: {
  blog: readonly BlogEntry[];
  pressEntries: readonly PressEntry[];
  serverPress: readonly ServerPressItem[];
}): SearchDocument[] {
  return [
    ...sources.blog.flatMap((entry) => blogDocument(entry) ?? []),
    ...sources.pressEntries.map(pressEntryDocument),
    ...sources.serverPress.map(serverPressDocument),
  ];
}
