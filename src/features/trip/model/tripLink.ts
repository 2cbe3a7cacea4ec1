import { integerId } from '../../../lib/records';
import { addDays } from './exportDay';
import {
  cutDayName,
  MAX_DAYS,
  MAX_STOPS,
  TRIP_PARAM,
  type Trip,
  type TripDay,
  type TripStop,
} from './trip';
import { isIsoDate } from './tripStore';

/**
 * The share link carries the whole trip, in characters that `encodeURIComponent` and
 * `URLSearchParams` both leave as they are, so it stays short and readable:
 *
 *   ?trip=12-1830.7.3_x_5.9&day=Cliffs+day&day=&day=Beach&start=2026-12-28
 *
 * - `trip`: the days, `_` between them; a day's places by id, `.` between them; a place's time
 *   after `-` as `HHMM` (24 h, Negril's); `x` is a day with nothing on it (kept between days that
 *   have places, so that the dates stay right).
 * - `day`: one per day of `trip`, in order, its name ('' for "Day N"); none when no day has one.
 * - `start`: day 1's date, `YYYY-MM-DD`.
 *
 * Every link of the first forms stays readable: ids alone (`12.7.3`, one day), `_` or `~` between
 * days, no names, times or start.
 */
export const DAY_BREAK = '_';
export const TIME_MARK = '-';
export const EMPTY_DAY = 'x';
export const DAY_NAME_PARAM = 'day';
export const START_PARAM = 'start';

/** A trip read from a link: its days (never empty ones at either end) and day 1's date. */
export interface SharedTrip {
  days: TripDay[];
  start: string | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

function stopText(stop: TripStop): string {
  if (stop.time === null) return String(stop.id);
  return `${stop.id}${TIME_MARK}${pad(Math.floor(stop.time / 60))}${pad(stop.time % 60)}`;
}

/** The link's parameters for the trip (its days from the first with places to the last). */
export function tripSearch(trip: Trip): URLSearchParams {
  const first = trip.days.findIndex((day) => day.stops.length > 0);
  const last = trip.days.findLastIndex((day) => day.stops.length > 0);
  const days = first < 0 ? [] : trip.days.slice(first, last + 1);
  const search = new URLSearchParams({
    [TRIP_PARAM]: days
      .map((day) => (day.stops.length > 0 ? day.stops.map(stopText).join('.') : EMPTY_DAY))
      .join(DAY_BREAK),
  });
  const names = days.map((day) => day.name.trim());
  if (names.some(Boolean)) {
    // Names after the last named day say nothing.
    const named = names.slice(0, names.findLastIndex(Boolean) + 1);
    for (const name of named) search.append(DAY_NAME_PARAM, name);
  }
  const start = trip.start === null || first < 0 ? null : addDays(trip.start, first);
  if (start) search.set(START_PARAM, start);
  return search;
}

/** `HHMM` (or `H:MM`) as minutes after midnight; null when it is not a time of day. */
function readTime(text: string | undefined): number | null {
  const found = text === undefined ? null : /^(\d{1,2}):?(\d{2})$/.exec(text);
  if (!found) return null;
  const hours = Number(found[1]);
  const minutes = Number(found[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** A day's name as a link gives it: no control characters, trimmed, 80 characters at most. */
function readName(text: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const clean = (text ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  // Counted in characters (code points), as the server counts them.
  return cutDayName(clean);
}

/**
 * The shared trip, or null when the address has none. Read tolerantly: what is not a place is
 * skipped, a bad time is dropped (the place kept), a place given twice is kept where it first
 * appears, a day left with nothing is dropped (but `x`), empty days at either end go (day 1's
 * date moves with them), names are cut at 80 characters, a start that is not a real date is
 * ignored; at most 30 days and 300 places.
 */
export function readSharedTrip(params: URLSearchParams): SharedTrip | null {
  const value = params.get(TRIP_PARAM);
  if (value === null) return null;
  const names = params.getAll(DAY_NAME_PARAM);
  const seen = new Set<number>();
  const days = value.split(/[_~]/).flatMap((segment, index): { day: TripDay; at: number }[] => {
    const stops = segment.split('.').flatMap((part): TripStop[] => {
      const [idText, timeText, ...rest] = part.split(TIME_MARK);
      const id = integerId(idText);
      if (id === null || id < 1 || seen.has(id) || seen.size >= MAX_STOPS) return [];
      seen.add(id);
      return [{ id, time: rest.length > 0 ? null : readTime(timeText) }];
    });
    if (stops.length === 0 && segment.trim() !== EMPTY_DAY) return [];
    return [{ day: { name: readName(names[index]), stops }, at: index }];
  });
  const first = days.findIndex(({ day }) => day.stops.length > 0);
  const last = days.findLastIndex(({ day }) => day.stops.length > 0);
  const kept = first < 0 ? [] : days.slice(first, last + 1).slice(0, MAX_DAYS);
  const start = params.get(START_PARAM);
  // Day 1's date, moved on by the days left out before the first one kept.
  const firstAt = kept[0]?.at ?? 0;
  return {
    days: kept.map(({ day }) => day),
    start: start !== null && isIsoDate(start) ? addDays(start, firstAt) : null,
  };
}
