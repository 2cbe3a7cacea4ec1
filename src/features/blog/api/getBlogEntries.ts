import type { ContentfulSettings } from '../../../config';
import { getEntries, type RawEntry } from '../../../lib/content/contentful';
import { getLocale } from '../../../lib/i18n/runtime';
import type { Locale } from '../../../lib/i18n/locales';
import { parseBlogEntries } from '../parse';
import { BLOG_QUERY } from '../query';
import type { BlogEntry } from '../types';

/**
 * Every `blog` entry as the service sends it, newest first, linked assets resolved, each field
 * kept in `locale` and English (src/lib/content/contentLocales.ts): what a page painted in `locale`
 * carries, and what `parseBlogEntries(items, locale)` reads.
 */
export function getBlogItems(
  settings: ContentfulSettings,
  locale: Locale = getLocale(),
): Promise<RawEntry[]> {
  return getEntries(settings, BLOG_QUERY, locale);
}

/** Every `blog` entry in `locale` (English where untranslated), newest first, images resolved. */
export async function getBlogEntries(
  settings: ContentfulSettings,
  locale: Locale = getLocale(),
): Promise<BlogEntry[]> {
  return parseBlogEntries(await getBlogItems(settings, locale), locale);
}
