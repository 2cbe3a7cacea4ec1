import type { RawEntry } from '../../lib/content/contentful';
import { calendarDay } from '../../lib/dates';
import { MalformedResponseError } from '../../lib/http/errors';
import { parseAsset } from '../../lib/content/assets';
import { pickLocalized } from '../../lib/content/contentLocales';
import { parseRichText } from '../../lib/content/richText';
import { getLocale } from '../../lib/i18n/runtime';
import type { Locale } from '../../lib/i18n/locales';
import { isRecord } from '../../lib/records';
import { httpUrl } from '../../lib/urls';
import type { PressEntry, ServerPressItem } from './types';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function day(value: unknown): string | null {
  return calendarDay(value) ? text(value) : null;
}

function newestFirst<T extends { date: string | null }>(items: T[]): T[] {
  const time = (item: T) => (item.date ? Date.parse(item.date) : NaN);
  return [...items].sort((a, b) => {
    const [left, right] = [time(a), time(b)];
    if (Number.isNaN(left)) return Number.isNaN(right) ? 0 : 1;
    if (Number.isNaN(right)) return -1;
    return right - left;
  });
}

const nonEmpty = (value: unknown): string | null => text(value) || null;

/**
 * A `press` entry of the content service; any field may be missing. Each field is taken in
 * `locale`, or in English where it has no translation; the text fields taken in English are
 * named in `lang`.
 */
export function parsePressEntry(
  { id, fields }: RawEntry,
  locale: Locale = getLocale(),
): PressEntry {
  const pick = <T>(value: unknown, read: (value: unknown) => T | null) =>
    pickLocalized(value, locale, read);
  const title = pick(fields.title, nonEmpty);
  const body = pick(fields.text, (value) => parseRichText(value, locale));
  const lang: NonNullable<PressEntry['lang']> = {};
  if (title && title.lang !== locale) lang.title = title.lang;
  if (body && body.lang !== locale) lang.text = body.lang;
  return {
    id,
    title: title?.value ?? '',
    subtitle: pick(fields.subtitle, nonEmpty)?.value ?? '',
    url: pick(fields.url, httpUrl)?.value ?? null,
    date: pick(fields.date, day)?.value ?? null,
    text: body?.value ?? null,
    image: pick(fields.image, (value) => parseAsset(value, locale))?.value ?? null,
    ...(Object.keys(lang).length > 0 ? { lang } : {}),
  };
}

export function parsePressEntries(items: RawEntry[], locale: Locale = getLocale()): PressEntry[] {
  return newestFirst(items.map((item) => parsePressEntry(item, locale)));
}

/**
 * The server's `GET /press/`: a list of rows (or Django REST's page, `{results: [...]}`). A row
 * that is not an object, or has neither a title nor a link, is dropped.
 */
export function parseServerPress(data: unknown): ServerPressItem[] {
  const rows: unknown = isRecord(data) && Array.isArray(data.results) ? data.results : data;
  if (!Array.isArray(rows)) throw new MalformedResponseError('the press list');
  const items: ServerPressItem[] = [];
  rows.forEach((row: unknown, index) => {
    if (!isRecord(row)) return;
    const item: ServerPressItem = {
      id: typeof row.id === 'number' ? row.id : -(index + 1),
      title: text(row.title),
      publication: text(row.publication),
      url: httpUrl(row.url),
      date: day(row.date),
      image: httpUrl(row.image),
    };
    if (item.title || item.url) items.push(item);
  });
  return newestFirst(items);
}
