import { m } from '../../../paraglide/messages.js';
import { dateFormat } from '../../../lib/i18n/format';
import type { Trip, TripDay } from '../trip';
import type { Guide } from '../types';
import type { ExportDay } from './TripExports';

/** A day as the visitor named it, or "Day 2". */
export function dayName(day: Pick<TripDay, 'name'> | undefined, index: number): string {
  const name = day?.name.trim();
  return name ? name : m.guide_day_default({ n: index + 1 });
}

const DAY_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
};

/** The date of the day `index` of a trip that starts on `start` ("Saturday 12 December"), or ''. */
export function dayDate(start: string | null, index: number): string {
  if (!start) return '';
  const [year, month, day] = start.split('-').map(Number);
  if (!year || !month || !day) return '';
  return dateFormat(DAY_DATE).format(new Date(Date.UTC(year, month - 1, day + index)));
}

/** `YYYY-MM-DD` of the day `index` of a trip that starts on `start`, or null. */
export function dayIsoDate(start: string | null, index: number): string | null {
  if (!start) return null;
  const [year, month, day] = start.split('-').map(Number);
  if (!year || !month || !day) return null;
  return new Date(Date.UTC(year, month - 1, day + index)).toISOString().slice(0, 10);
}

/**
 * The trip's days as the exports read them (TripExports' `ExportDay`): the visitor's name ('' for
 * "Day N"), the date when the trip has a start, and the places the guide still has with their
 * times.
 */
export function exportDays(trip: Trip, byId: ReadonlyMap<number, Guide>): ExportDay[] {
  return trip.days.map((day, index) => ({
    name: day.name,
    date: dayIsoDate(trip.start, index),
    stops: day.stops.flatMap((stop) => {
      const place = byId.get(stop.id);
      return place ? [{ place, time: stop.time }] : [];
    }),
  }));
}
