import type { ContentfulSettings } from '../../../config';
import { getEntries, type RawEntry } from '../../../lib/content/contentful';
import { getLocale } from '../../../lib/i18n/runtime';
import type { Locale } from '../../../lib/i18n/locales';
import { parsePressEntries } from '../parse';
import type { PressEntry } from '../types';

export const PRESS_QUERY = { contentType: 'press', order: '-fields.date' } as const;

/** The `press` entries as the service sends them, each field kept in `locale` and English. */
export function getPressItems(
  settings: ContentfulSettings,
  locale: Locale = getLocale(),
): Promise<RawEntry[]> {
  return getEntries(settings, PRESS_QUERY, locale);
}

/** The content service's `press` entries in `locale` (English where untranslated), newest first. */
export async function getPressEntries(
  settings: ContentfulSettings,
  locale: Locale = getLocale(),
): Promise<PressEntry[]> {
  return parsePressEntries(await getPressItems(settings, locale), locale);
}
