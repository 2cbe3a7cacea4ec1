import { m } from '../../../paraglide/messages.js';
import type { Place } from '../../guide';

/** One place of a day as it leaves the site, with the time the visitor set for it (if any). */
export interface ExportStop {
  place: Place;
  /** Minutes after midnight in Negril's time, or null when the visitor set none. */
  time: number | null;
}

/**
 * A day of the trip as the calendar, the map file and the printout read it: its name ('' shows
 * as "Day N"), its date (`YYYY-MM-DD`, or null when the trip has no first day) and its stops in
 * visit order.
 */
export interface ExportDay {
  name: string;
  date: string | null;
  stops: ExportStop[];
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date `YYYY-MM-DD` as a UTC midnight, or null when it is no real day (`2026-02-30`). */
function utcDay(date: string): Date | null {
  const match = ISO_DAY.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 30 February over into March: such a date is refused, not moved.
  return value.getUTCFullYear() === year &&
    value.getUTCMonth() === month - 1 &&
    value.getUTCDate() === day
    ? value
    : null;
}

/** A date text as a date input gives it, when it is a real day: `YYYY-MM-DD`; else null. */
export function isoDay(value: string): string | null {
  return utcDay(value) ? value : null;
}

/** `YYYY-MM-DD` plus `days` days (a calendar date: no time zone, no daylight saving). */
export function addDays(date: string, days: number): string | null {
  const start = utcDay(date);
  if (!start) return null;
  start.setUTCDate(start.getUTCDate() + days);
  return start.toISOString().slice(0, 10);
}

/** Each day dated from the trip's first day (day N is `start` + N − 1); no dates without one. */
export function datedDays(days: readonly ExportDay[], start: string | null): ExportDay[] {
  return days.map((day, index) => ({
    ...day,
    date: start === null ? null : addDays(start, index),
  }));
}

/** The day's name as shown: its own, or "Day 3". */
export function dayTitle(day: ExportDay, index: number): string {
  return day.name.trim() || m.guide_export_day({ number: index + 1 });
}

/** The days that have places, with their index in the trip (their number is index + 1). */
export function filledDays(days: readonly ExportDay[]): { day: ExportDay; index: number }[] {
  return days.flatMap((day, index) => (day.stops.length > 0 ? [{ day, index }] : []));
}

/** How many places the days hold. */
export function stopCount(days: readonly ExportDay[]): number {
  return days.reduce((sum, day) => sum + day.stops.length, 0);
}
