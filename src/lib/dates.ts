/**
 * Dates as editors write them. Contentful gives `2025-10-12T17:30-05:00` or `2025-10-12`; the
 * day shown is the day written, whatever the visitor's time zone.
 */
import { dateFormat } from './i18n/format';

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The `YYYY-MM-DD` a date text starts with, when it is a real day; else null. */
export function calendarDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = DAY.exec(value.trim());
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? null : day;
}

const DAY_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/** `12 October 2025` for `2025-10-12…` (`12 de octubre de 2025` on a Spanish page). */
export function formatDay(day: string): string {
  return dateFormat(DAY_FORMAT).format(new Date(`${day}T00:00:00Z`));
}
