import type { RawEntry } from '../../lib/content/contentful';
import { calendarDay } from '../../lib/dates';
import { parseAsset } from '../../lib/content/assets';
import { pickLocalized, type Localized } from '../../lib/content/contentLocales';
import { parseRichText, richTextToPlainText, wordCount } from '../../lib/content/richText';
import { getLocale } from '../../lib/i18n/runtime';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales';
import { slugify } from '../../lib/text';
import type { BlogEntry, BlogTextField } from './types';

/** Words a visitor reads in a minute. */
const WORDS_PER_MINUTE = 200;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const nonEmpty = (value: unknown): string | null => text(value) || null;

function tags(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const seen = new Set<string>();
  for (const tag of value) {
    const name = text(tag);
    if (name) seen.add(name);
  }
  return seen.size > 0 ? [...seen] : null;
}

/**
 * A `blog` entry of the content service; any field may be missing. Each field is taken in
 * `locale`, or in English where it has no translation (src/lib/content/contentLocales.ts); the text
 * fields taken in English are named in `lang`.
 */
export function parseBlogEntry({ id, fields }: RawEntry, locale: Locale = getLocale()): BlogEntry {
  const pick = <T>(value: unknown, read: (value: unknown) => T | null) =>
    pickLocalized(value, locale, read);
  const title = pick(fields.title, nonEmpty);
  const excerpt = pick(fields.excerpt, nonEmpty);
  const body = pick(fields.body, (value) => parseRichText(value, locale));
  const tagged = pick(fields.tags, tags);
  const titleText = title?.value ?? '';
  // One address per entry in every language (`/blog/x`, `/es/blog/x`): the slug, or failing it
  // the title, as the default language has them, so that the versions link to each other.
  const english = <T>(value: unknown, read: (value: unknown) => T | null) =>
    pickLocalized(value, DEFAULT_LOCALE, read)?.value ?? null;
  const slug =
    slugify(english(fields.slug, nonEmpty) ?? '') ||
    slugify(english(fields.title, nonEmpty) ?? '') ||
    id;
  const date = pick(fields.date, nonEmpty)?.value ?? '';
  const lang: NonNullable<BlogEntry['lang']> = {};
  const texts: [BlogTextField, Localized<unknown> | null][] = [
    ['title', title],
    ['excerpt', excerpt],
    ['body', body],
    ['tags', tagged],
  ];
  for (const [name, field] of texts) {
    if (field && field.lang !== locale) lang[name] = field.lang;
  }
  return {
    id,
    title: titleText,
    slug,
    date: calendarDay(date) ? date : null,
    excerpt: excerpt?.value ?? '',
    coverImage: pick(fields.coverImage, (value) => parseAsset(value, locale))?.value ?? null,
    body: body?.value ?? null,
    tags: tagged?.value ?? [],
    ...(Object.keys(lang).length > 0 ? { lang } : {}),
  };
}

function time(entry: BlogEntry): number {
  const parsed = entry.date ? Date.parse(entry.date) : NaN;
  return Number.isNaN(parsed) ? -Infinity : parsed;
}

/** Newest first; entries without a date last. A repeated slug keeps its newest entry. */
export function parseBlogEntries(items: RawEntry[], locale: Locale = getLocale()): BlogEntry[] {
  const entries = items
    .map((item) => parseBlogEntry(item, locale))
    .sort((a, b) => time(b) - time(a));
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
