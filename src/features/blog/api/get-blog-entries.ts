import type { ContentfulSettings } from '../../../config';
import { getEntries, type RawEntry } from '../../../lib/content/contentful';
import { parseBlogEntries } from '../parse';
import { BLOG_QUERY } from '../query';
import type { BlogEntry } from '../types';

/** Every `blog` entry as the service sends it, newest first, linked assets resolved. */
export function getBlogItems(settings: ContentfulSettings): Promise<RawEntry[]> {
  return getEntries(settings, BLOG_QUERY);
}

/** Every `blog` entry, newest first, cover images and embedded images resolved. */
export async function getBlogEntries(settings: ContentfulSettings): Promise<BlogEntry[]> {
  return parseBlogEntries(await getBlogItems(settings));
}
