import { m } from '../../../paraglide/messages.js';
import { dateFormat } from '../../../lib/i18n/intlFormat';
import type { Trip, TripDay } from './trip';
import { addDays, type ExportDay } from './exportDay';
import type { Place } from '../../guide';

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
  const date = start === null ? null : addDays(start, index);
  return date === null ? '' : dateFormat(DAY_DATE).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The trip's days as the exports read them (TripExports' `ExportDay`): the visitor's name ('' for
 * "Day N"), the date when the trip has a start, and the places the guide still has with their
 * times.
 */
export function exportDays(trip: Trip, byId: ReadonlyMap<number, Place>): ExportDay[] {
  return trip.days.map((day, index) => ({
    name: day.name,
    date: trip.start === null ? null : addDays(trip.start, index),
    stops: day.stops.flatMap((stop) => {
      const place = byId.get(stop.id);
      return place ? [{ place, time: stop.time }] : [];
    }),
  }));
}
