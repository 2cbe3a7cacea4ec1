import { m } from '../../../paraglide/messages.js';
import { dateFormat } from '../../../lib/i18n/format';
import type { Trip, TripDay } from '../trip';
import type { Guide } from '../types';

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
 * The trip's days as the exports write them: the name shown, the date when the trip has a start,
 * and the places the guide still has with the visitor's times.
 */
export function exportDays(
  trip: Trip,
  byId: ReadonlyMap<number, Guide>,
): { name: string; date: string | null; stops: { place: Guide; time: number | null }[] }[] {
  return trip.days.map((day, index) => ({
    name: dayName(day, index),
    date: dayIsoDate(trip.start, index),
    stops: day.stops.flatMap((stop) => {
      const place = byId.get(stop.id);
      return place ? [{ place, time: stop.time }] : [];
    }),
  }));
}
