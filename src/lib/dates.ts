/**
 * Dates as editors write them. Contentful gives `2025-10-12T17:30-05:00` or `2025-10-12`; the
 * day shown is the day written, whatever the visitor's time zone.
 */
import { m } from '../paraglide/messages.js';

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The `YYYY-MM-DD` a date text starts with, when it is a real day; else null. */
export function calendarDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = DAY.exec(value.trim());
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  return Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? null : day;
}

/**
 * `12 October 2025` for `2025-10-12…` (`12 de octubre de 2025` on a Spanish page), as
 * `Intl.DateTimeFormat` writes it in each language, but from the messages: the first date
 * formatter a page makes loads the browser's calendar and time-zone data, about 100 ms of a
 * phone's main thread at 4× slowdown, and the painted pages' dates are read while the app
 * adopts them, where React cannot split that task. A test compares every month with `Intl`.
 */
export function formatDay(day: string): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return m.date_day({
    day: String(Number(date)),
    month: m.date_months().split(' ')[Number(month) - 1] ?? '',
    year,
  });
}
