import type { ContentfulSettings } from '../../../config';
import { getEntries } from '../../../lib/content/contentful';
import { parsePressEntries } from '../parse';
import type { PressEntry } from '../types';

/** The content service's `press` entries, newest first, images resolved. */
export async function getPressEntries(settings: ContentfulSettings): Promise<PressEntry[]> {
  const items = await getEntries(settings, { contentType: 'press', order: '-fields.date' });
  return parsePressEntries(items);
}
