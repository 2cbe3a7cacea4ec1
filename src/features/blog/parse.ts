import type { RawEntry } from '../../lib/content/contentful';
import { calendarDay } from '../../lib/dates';
import { parseAsset } from '../../lib/content/assets';
import { parseRichText, richTextToPlainText, wordCount } from '../../lib/content/richText';
import { slugify } from '../../lib/text';
import type { BlogEntry } from './types';

/** Words a visitor reads in a minute. */
const WORDS_PER_MINUTE = 200;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function tags(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  for (const tag of value) {
    const name = text(tag);
    if (name) seen.add(name);
  }
  return [...seen];
}

/** A `blog` entry of the content service; any field may be missing. */
export function parseBlogEntry({ id, fields }: RawEntry): BlogEntry {
  const title = text(fields.title);
  const slug = slugify(text(fields.slug)) || slugify(title) || id;
  const date = text(fields.date);
  return {
    id,
    title,
    slug,
    date: calendarDay(date) ? date : null,
    excerpt: text(fields.excerpt),
    coverImage: parseAsset(fields.coverImage),
    body: parseRichText(fields.body),
    tags: tags(fields.tags),
  };
}

function time(entry: BlogEntry): number {
  const parsed = entry.date ? Date.parse(entry.date) : NaN;
  return Number.isNaN(parsed) ? -Infinity : parsed;
}

/** Newest first; entries without a date last. A repeated slug keeps its newest entry. */
export function parseBlogEntries(items: RawEntry[]): BlogEntry[] {
  const entries = items.map(parseBlogEntry).sort((a, b) => time(b) - time(a));
  const slugs = new Set<string>();
  return entries.filter((entry) => {
    if (slugs.has(entry.slug)) return false;
    slugs.add(entry.slug);
    return true;
  });
}

/** Minutes to read the body, at least one when there is any text. */
export function readingMinutes(entry: BlogEntry): number {
  const words = wordCount(richTextToPlainText(entry.body));
  return words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The entry's excerpt, or the start of its body when it has none (for the meta description). */
export function summaryOf(entry: BlogEntry): string {
  return entry.excerpt || richTextToPlainText(entry.body);
}
