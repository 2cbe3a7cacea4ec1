import type { RawEntry } from '../../lib/content/contentful';
import { calendarDay } from '../../lib/dates';
import { MalformedResponseError } from '../../lib/http/errors';
import { parseAsset } from '../../lib/content/assets';
import { parseRichText } from '../../lib/content/richText';
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

/** A `press` entry of the content service; any field may be missing. */
export function parsePressEntry({ id, fields }: RawEntry): PressEntry {
  return {
    id,
    title: text(fields.title),
    subtitle: text(fields.subtitle),
    url: httpUrl(fields.url),
    date: day(fields.date),
    text: parseRichText(fields.text),
    image: parseAsset(fields.image),
  };
}

export function parsePressEntries(items: RawEntry[]): PressEntry[] {
  return newestFirst(items.map(parsePressEntry));
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
