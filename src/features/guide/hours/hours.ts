import { m } from '../../../paraglide/messages.js';
import { dateFormat, intlLocale } from '../../../lib/i18n/intlFormat';
import { isRecord } from '../../../lib/records';
import { parseClock } from './clock';
import { holidayName, holidayOn } from './holidays';
import {
  WEEKDAYS,
  type Place,
  type HoursExceptions,
  type HoursSpan,
  type OpeningHours,
  type Weekday,
} from '../model/types';

/**
 * A place's opening hours: read from the server, told as "Open now · closes 23:00", shown as a
 * week, and typed by an admin. Every answer is in Negril's time, whatever the visitor's zone.
 */

/** Negril keeps UTC−5 all year (no daylight saving). */
export const NEGRIL_TIME_ZONE = 'America/Jamaica';

const DAY = 1440;
const WEEK = 7 * DAY;

// The formats are read in UTC from instants made in UTC: only the wall-clock values count.
const WEEKDAY = { timeZone: 'UTC', weekday: 'long' } as const;
const CLOCK = { timeZone: 'UTC', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' } as const;
// The same clock from 1:00 to 24:00: how a close at midnight is told.
const CLOCK_TO_MIDNIGHT = { ...CLOCK, hourCycle: 'h24' } as const;

/** A weekday's name in the page's language, as a sentence says it ("Monday", "lunes"). */
export function weekdayName(day: Weekday): string {
  // 1 January 2024 was a Monday.
  return dateFormat(WEEKDAY).format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
}

/** A weekday's name as a label or a row of the week shows it: with a capital ("Lunes"). */
export function dayName(day: Weekday): string {
  const name = weekdayName(day);
  return name.charAt(0).toLocaleUpperCase(intlLocale()) + name.slice(1);
}

/** Minutes after midnight as the page's language writes a time: "9:00", "23:30"; 1440 is "24:00". */
export function clockText(minutes: number): string {
  if (minutes === DAY) return dateFormat(CLOCK_TO_MIDNIGHT).format(0);
  return dateFormat(CLOCK).format(minutes * 60_000);
}

export function closedWeek(): OpeningHours {
  return { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
}

/** "00:00" as a close is midnight at the end of the day, as "24:00" is. */
export function span(open: number | null, close: number | null): HoursSpan | null {
  if (open === null || close === null || open >= DAY) return null;
  return { open, close: close === 0 ? DAY : close };
}

function wireSpan(value: unknown): HoursSpan | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [open, close] = value as unknown[];
  if (typeof open !== 'string' || typeof close !== 'string') return null;
  return span(parseClock(open), parseClock(close));
}

export const byOpening = (a: HoursSpan, b: HoursSpan) => a.open - b.open;

/**
 * The server's `opening_hours`: `null` when unknown, and also when malformed anywhere (a week
 * with one unreadable day would otherwise claim that day closed). Days left out are closed;
 * keys other than the weekdays are ignored.
 */
export function parseOpeningHours(value: unknown): OpeningHours | null {
  if (!isRecord(value)) return null;
  const hours = closedWeek();
  for (const day of WEEKDAYS) {
    const spans = value[day];
    if (spans === undefined || spans === null) continue;
    if (!Array.isArray(spans)) return null;
    for (const item of spans) {
      const parsed = wireSpan(item);
      if (!parsed) return null;
      hours[day].push(parsed);
    }
    hours[day].sort(byOpening);
  }
  return hours;
}

let negrilClock: Intl.DateTimeFormat | undefined;
/** The last instant asked for and its answer: a list asks for the same minute once per place. */
let lastMoment: { time: number; moment: { day: number; minutes: number } } | null = null;

/** The Negril date (days since 1970-01-01) and the minutes after its midnight at `now`. */
function negrilMoment(now: Date): { day: number; minutes: number } {
  const time = now.getTime();
  if (lastMoment?.time !== time) lastMoment = { time, moment: readNegrilClock(now) };
  return lastMoment.moment;
}

/**
 * `formatToParts` in Negril's time zone: a few hundred microseconds on a slow phone, which a
 * guide of 120 places paid 120 times at every filter (its status on every card, "Open now").
 */
function readNegrilClock(now: Date): { day: number; minutes: number } {
  negrilClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: NEGRIL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = negrilClock.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? '0');
  const day = Date.UTC(part('year'), part('month') - 1, part('day')) / 86_400_000;
  const minutes = (part('hour') % 24) * 60 + part('minute');
  return { day, minutes };
}

/** 1 January 1970 was a Thursday: Monday-first index 3. */
function weekdayOfDay(day: number): Weekday {
  return WEEKDAYS[(((day + 3) % 7) + 7) % 7] ?? 'mon';
}

/** A day number as its ISO date, `YYYY-MM-DD`. */
function isoOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** The weekday and the minutes after midnight in Negril at the instant `now`. */
export function negrilNow(now: Date): { weekday: Weekday; minutes: number } {
  const { day, minutes } = negrilMoment(now);
  return { weekday: weekdayOfDay(day), minutes };
}

/** The date in Negril at the instant `now`, `YYYY-MM-DD`. */
export function negrilDate(now: Date): string {
  return isoOfDay(negrilMoment(now).day);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real date written `YYYY-MM-DD` (no 30 February). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return !Number.isNaN(time) && isoOfDay(time / 86_400_000) === text;
}

/**
 * The server's `hours_exceptions` (`{"2026-12-25": [], "2026-12-31": [["18:00", "02:00"]]}`):
 * an entry whose date is not a real date, or whose spans are not all readable, is dropped (its
 * day keeps the weekly hours rather than claiming closed); `null` when none is left.
 */
export function parseHoursExceptions(value: unknown): HoursExceptions | null {
  if (!isRecord(value)) return null;
  const exceptions: HoursExceptions = {};
  for (const [date, spans] of Object.entries(value)) {
    if (!isIsoDate(date) || !Array.isArray(spans)) continue;
    const read = spans.map(wireSpan);
    if (read.some((item) => item === null)) continue;
    exceptions[date] = (read as HoursSpan[]).sort(byOpening);
  }
  return Object.keys(exceptions).length > 0 ? exceptions : null;
}

interface Interval {
  start: number;
  end: number;
}

/**
 * How many days either side of today the hours are laid out: a week and a day, so that a place
 * open around the clock is seen open a whole week either way, and the next opening a week ahead.
 */
const REACH = 8;

/** A day's spans: its exception when it has one, else its weekday's. */
function spansOn(day: number, hours: OpeningHours, exceptions: HoursExceptions | null) {
  // Most places have no exceptions: no date text to make for them.
  return (exceptions && exceptions[isoOfDay(day)]) ?? hours[weekdayOfDay(day)];
}

/**
 * The open times from a week before `today` to a week after, as minutes after 1970-01-01 00:00
 * in Negril, joined where they touch (20:00–24:00 and the next day's 0:00–2:00 are one evening).
 * A date's exception replaces its weekday's spans, its span past midnight included.
 */
function openIntervals(
  hours: OpeningHours,
  exceptions: HoursExceptions | null,
  today: number,
): Interval[] {
  const intervals: Interval[] = [];
  for (let day = today - REACH; day <= today + REACH; day += 1) {
    for (const { open, close } of spansOn(day, hours, exceptions)) {
      const start = day * DAY + open;
      intervals.push({ start, end: start + (close > open ? close - open : close + DAY - open) });
    }
  }
  intervals.sort((a, b) => a.start - b.start);
  const joined: Interval[] = [];
  for (const interval of intervals) {
    const last = joined.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else joined.push({ ...interval });
  }
  return joined;
}

/** Open from a week before to a week after: "Open 24 hours". */
function isAlways({ start, end }: Interval, moment: number): boolean {
  return start <= moment - WEEK && end >= moment + WEEK;
}

/** Where `now` falls among a place's open times. */
function hoursAt(hours: OpeningHours, exceptions: HoursExceptions | null, now: Date) {
  const { day, minutes } = negrilMoment(now);
  const moment = day * DAY + minutes;
  const intervals = openIntervals(hours, exceptions, day);
  const current = intervals.find(({ start, end }) => start <= moment && moment < end);
  return { day, moment, intervals, current };
}

/** How far away a moment is: today, tomorrow or on a named day. */
function dayOf(minute: number, today: number): 'today' | 'tomorrow' | Weekday {
  const day = Math.floor(minute / DAY);
  if (day === today) return 'today';
  if (day === today + 1) return 'tomorrow';
  return weekdayOfDay(day);
}

/** A time of the hours' line: its text, and its hour for the languages whose words follow it. */
function timeOf(minutes: number): { time: string; hour: number } {
  return { time: clockText(minutes), hour: Math.floor(minutes / 60) };
}

/** What the hours' line says of a date: a public holiday, unless the place has its own hours. */
function holidayNote(exceptions: HoursExceptions | null, day: number): string | undefined {
  const date = isoOfDay(day);
  if (exceptions?.[date]) return undefined;
  return holidayOn(date) ? m.guide_holiday_note() : undefined;
}

/**
 * What a card says about the hours at the instant `now`: "Open now · closes 23:00", "Open now ·
 * closes in 25 min" (within the hour), "Open 24 hours", "Opens at 17:00" (later today), "Closed ·
 * opens 9:00 tomorrow", "Closed" (no opening in the week ahead); `null` when they are unknown.
 * A close at midnight reads "24:00"; one more than a day away names its day. `exceptions` replace
 * the weekly hours on their dates; on a public holiday without one, `note` says the hours may
 * differ.
 */
export function openStatus(
  hours: OpeningHours | null,
  now: Date,
  exceptions: HoursExceptions | null = null,
): { open: boolean; text: string; note?: string } | null {
  if (!hours) return null;
  const { day: today, moment, intervals, current } = hoursAt(hours, exceptions, now);
  const note = holidayNote(exceptions, today);
  const told = (open: boolean, text: string) => (note ? { open, text, note } : { open, text });
  if (current) {
    if (isAlways(current, moment)) return told(true, m.guide_hours_always());
    const left = current.end - moment;
    if (left <= CLOSING_SOON_MINUTES) return told(true, m.guide_hours_closes_in({ count: left }));
    const closeDay = Math.floor((current.end - 1) / DAY);
    const time = timeOf(current.end - closeDay * DAY);
    const day = left <= DAY ? 'today' : dayOf(closeDay * DAY, today);
    let text: string;
    if (day === 'today') text = m.guide_hours_closes(time);
    else if (day === 'tomorrow') text = m.guide_hours_closes_tomorrow(time);
    else text = m.guide_hours_closes_on({ ...time, day: weekdayName(day) });
    return told(true, text);
  }
  // A week ahead at most: further, a weekday's name would be misread as this week's.
  const next = intervals.find(
    ({ start }) => start > moment && Math.floor(start / DAY) <= today + REACH - 1,
  );
  if (!next) return told(false, m.guide_hours_closed());
  const time = timeOf(next.start - Math.floor(next.start / DAY) * DAY);
  const day = dayOf(next.start, today);
  let text: string;
  if (day === 'today') text = m.guide_hours_opens(time);
  else if (day === 'tomorrow') text = m.guide_hours_opens_tomorrow(time);
  else text = m.guide_hours_opens_on({ ...time, day: weekdayName(day) });
  return told(false, text);
}

/** What a pin and a legend tell of a place at an instant. */
export type PlaceState = 'open' | 'closing' | 'closed' | 'unknown';

/** How near closing counts as "closing": within the hour. */
export const CLOSING_SOON_MINUTES = 60;

/**
 * The place's state at `now`, as its hours' line tells it: open, closing within the hour
 * ("closes in 25 min"), closed, or unknown (no hours kept). Open around the clock is open.
 */
export function placeState(
  place: Pick<Place, 'opening_hours'> & Partial<Pick<Place, 'hours_exceptions'>>,
  now: Date,
): PlaceState {
  const hours = place.opening_hours;
  if (!hours) return 'unknown';
  const { moment, current } = hoursAt(hours, place.hours_exceptions ?? null, now);
  if (!current) return 'closed';
  if (isAlways(current, moment)) return 'open';
  return current.end - moment <= CLOSING_SOON_MINUTES ? 'closing' : 'open';
}

/** Whether the place is open at `now`; unknown hours are not open. */
export function isOpenAt(
  hours: OpeningHours | null,
  now: Date,
  exceptions: HoursExceptions | null = null,
): boolean {
  return openStatus(hours, now, exceptions)?.open ?? false;
}

/** A day's spans as the details' table writes them: "9:00–17:00, 19:00–23:00", "Closed". */
function dayText(spans: HoursSpan[]): string {
  if (spans.length === 0) return m.guide_hours_closed();
  if (spans.length === 1 && spans[0]?.open === 0 && spans[0].close === DAY) {
    return m.guide_hours_always();
  }
  return spans.map(({ open, close }) => `${clockText(open)}–${clockText(close)}`).join(', ');
}

const DAY_MONTH = { timeZone: 'UTC', day: 'numeric', month: 'long' } as const;

/**
 * The week for the details' table, Monday first; nothing when the hours are unknown. Given
 * `now`, each row is the coming day of its name (today's included): a date with an exception
 * shows it, with a note, and a public holiday without one says the hours may differ.
 */
export function weekHours(
  hours: OpeningHours | null,
  exceptions: HoursExceptions | null = null,
  now?: Date,
): { day: string; text: string; note?: string }[] {
  if (!hours) return [];
  const today = now ? negrilMoment(now).day : null;
  return WEEKDAYS.map((weekday, index) => {
    const row = { day: dayName(weekday), text: dayText(hours[weekday]) };
    if (today === null) return row;
    const date = today + ((index - WEEKDAYS.indexOf(weekdayOfDay(today)) + 7) % 7);
    const iso = isoOfDay(date);
    const special = exceptions?.[iso];
    if (special) {
      const when = dateFormat(DAY_MONTH).format(date * 86_400_000);
      return { ...row, text: dayText(special), note: m.guide_hours_special({ date: when }) };
    }
    const holiday = holidayOn(iso);
    return holiday ? { ...row, note: m.guide_holiday_row({ name: holidayName(holiday) }) } : row;
  });
}
