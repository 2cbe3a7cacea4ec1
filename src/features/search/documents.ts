import { paths } from '../../lib/routes';
import { richTextToPlainText } from '../../lib/content/richText';
import { truncate } from '../../lib/text';
import { httpUrl } from '../../lib/urls';
import type { BlogEntry } from '../blog';
import type { PressEntry, ServerPressItem } from '../press';

export type SearchKind = 'blog' | 'press';

export const KIND_LABELS: Record<SearchKind, string> = { blog: 'Blog entry', press: 'Press' };

/** "1 result", "3 results". */
export function countText(count: number): string {
  return `${count} ${count === 1 ? 'result' : 'results'}`;
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
}

const EXCERPT_LENGTH = 160;

export function blogDocument(entry: BlogEntry): SearchDocument | null {
  if (!entry.slug) return null;
  const body = richTextToPlainText(entry.body);
  return {
    id: `blog:${entry.id}`,
    kind: 'blog',
    title: entry.title || 'Untitled entry',
    excerpt: entry.excerpt || truncate(body, EXCERPT_LENGTH),
    body,
    tags: entry.tags,
    source: '',
    date: entry.date,
    link: { kind: 'internal', href: paths.blogEntry.getHref(entry.slug) },
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
    title: entry.title || 'Untitled article',
    excerpt: truncate(text, EXCERPT_LENGTH),
    body: text,
    tags: [],
    source: entry.subtitle,
    date: entry.date,
    link: pressLink(entry.url),
  };
}

export function serverPressDocument(item: ServerPressItem, index: number): SearchDocument {
  return {
    // Rows without an id of their own get negative ones: the position keeps them apart.
    id: `server-press:${item.id}:${index}`,
    kind: 'press',
    title: item.title || item.url || 'Untitled article',
    excerpt: '',
    body: '',
    tags: [],
    source: item.publication,
    date: item.date,
    link: pressLink(item.url),
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
