import type { ContentfulSettings } from '../../../config';
import { getEntries } from '../../../lib/contentful';
import { parseBlogEntries } from '../parse';
import type { BlogEntry } from '../types';

/** Every `blog` entry, newest first, cover images and embedded images resolved. */
export async function getBlogEntries(settings: ContentfulSettings): Promise<BlogEntry[]> {
  const items = await getEntries(settings, { contentType: 'blog', order: '-fields.date' });
  return parseBlogEntries(items);
}
