import { isRecord } from '../../lib/records';
import { formatClock, parseClock, wireClock } from './clock';
import { WEEKDAYS, type HoursSpan, type OpeningHours, type Weekday } from './types';

/**
 * A place's opening hours: read from the server, told as "Open now · closes 23:00", shown as a
 * week, and typed by an admin. Every answer is in Negril's time, whatever the visitor's zone.
 */

/** Negril keeps UTC−5 all year (no daylight saving). */
export const NEGRIL_TIME_ZONE = 'America/Jamaica';

const DAY = 1440;
const WEEK = 7 * DAY;

/** The weekdays' names, as the hours and the admin form's day fields show them. */
export const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

function closedWeek(): OpeningHours {
  return { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
}

/** "00:00" as a close is midnight at the end of the day, as "24:00" is. */
function span(open: number | null, close: number | null): HoursSpan | null {
  if (open === null || close === null || open >= DAY) return null;
  return { open, close: close === 0 ? DAY : close };
}

function wireSpan(value: unknown): HoursSpan | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [open, close] = value as unknown[];
  if (typeof open !== 'string' || typeof close !== 'string') return null;
  return span(parseClock(open), parseClock(close));
}

const byOpening = (a: HoursSpan, b: HoursSpan) => a.open - b.open;

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

/** The weekday and the minutes after midnight in Negril at the instant `now`. */
export function negrilNow(now: Date): { weekday: Weekday; minutes: number } {
  negrilClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: NEGRIL_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = negrilClock.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  const weekday = part('weekday').slice(0, 3).toLowerCase() as Weekday;
  const minutes = (Number(part('hour')) % 24) * 60 + Number(part('minute'));
  return { weekday, minutes };
}

interface Interval {
  start: number;
  end: number;
}

/**
 * The week's open times as minutes after Monday 00:00, joined where they touch (20:00–24:00 and
 * the next day's 0:00–2:00 are one evening). The week is laid out three times, so the week
 * before and after can be read across Sunday night.
 */
function openIntervals(hours: OpeningHours): Interval[] {
  const intervals: Interval[] = [];
  for (const offset of [-WEEK, 0, WEEK]) {
    WEEKDAYS.forEach((day, index) => {
      for (const { open, close } of hours[day]) {
        const start = offset + index * DAY + open;
        intervals.push({ start, end: start + (close > open ? close - open : close + DAY - open) });
      }
    });
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

/** " tomorrow", " Monday" or nothing (today) for a moment, in minutes after this week's Monday. */
function dayWords(minute: number, today: number): string {
  const day = Math.floor(minute / DAY);
  if (day === today) return '';
  if (day === today + 1) return ' tomorrow';
  return ` ${DAY_NAMES[WEEKDAYS[day % 7] ?? 'mon']}`;
}

/**
 * What a card says about the hours at the instant `now`: "Open now · closes 23:00", "Open 24
 * hours", "Closed · opens 9:00 tomorrow", "Closed" (never opens); `null` when they are unknown.
 * A close at midnight reads "24:00"; one more than a day away names its day.
 */
export function openStatus(
  hours: OpeningHours | null,
  now: Date,
): { open: boolean; text: string } | null {
  if (!hours) return null;
  const { weekday, minutes } = negrilNow(now);
  const today = WEEKDAYS.indexOf(weekday);
  const moment = today * DAY + minutes;
  const intervals = openIntervals(hours);
  const current = intervals.find(({ start, end }) => start <= moment && moment < end);
  if (current) {
    if (current.end - current.start >= WEEK) return { open: true, text: 'Open 24 hours' };
    const closeDay = Math.floor((current.end - 1) / DAY);
    const clock = formatClock(current.end - closeDay * DAY);
    const words = current.end - moment <= DAY ? '' : dayWords(closeDay * DAY, today);
    return { open: true, text: `Open now · closes ${clock}${words}` };
  }
  const next = intervals.find(({ start }) => start > moment);
  if (!next) return { open: false, text: 'Closed' };
  const clock = formatClock(next.start - Math.floor(next.start / DAY) * DAY);
  return { open: false, text: `Closed · opens ${clock}${dayWords(next.start, today)}` };
}

/** Whether the place is open at `now`; unknown hours are not open. */
export function isOpenAt(hours: OpeningHours | null, now: Date): boolean {
  return openStatus(hours, now)?.open ?? false;
}

function spanText({ open, close }: HoursSpan, dash: string): string {
  return `${formatClock(open)}${dash}${formatClock(close)}`;
}

/** The week for the details' table, Monday first; nothing when the hours are unknown. */
export function weekHours(hours: OpeningHours | null): { day: string; text: string }[] {
  if (!hours) return [];
  return WEEKDAYS.map((day) => {
    const spans = hours[day];
    let text = spans.map((item) => spanText(item, '–')).join(', ');
    if (spans.length === 0) text = 'Closed';
    else if (spans.length === 1 && spans[0]?.open === 0 && spans[0].close === DAY) {
      text = 'Open 24 hours';
    }
    return { day: DAY_NAMES[day], text };
  });
}

const SPAN_TEXT = /^(\d{1,2}:\d{2})\s*[-–—]\s*(\d{1,2}:\d{2})$/;

export const HOURS_TEXT_ERROR = 'Write the hours as 9:00-17:00, 19:00-23:00, or "closed".';

function spansFromText(text: string): HoursSpan[] | null {
  if (text.toLowerCase() === 'closed') return [];
  const spans: HoursSpan[] = [];
  for (const piece of text.split(',')) {
    const match = SPAN_TEXT.exec(piece.trim());
    const parsed = match ? span(parseClock(match[1] ?? ''), parseClock(match[2] ?? '')) : null;
    if (!parsed) return null;
    spans.push(parsed);
  }
  return spans.sort(byOpening);
}

/**
 * The admin form's day texts as hours: "9:00-17:00, 19:00-23:00" (with - or –), "closed", or
 * "" (closed, unless every day is "", which means the hours are not known).
 */
export function hoursFromTexts(
  texts: Record<Weekday, string>,
): { hours: OpeningHours | null } | { errors: Partial<Record<Weekday, string>> } {
  if (WEEKDAYS.every((day) => texts[day].trim() === '')) return { hours: null };
  const hours = closedWeek();
  const errors: Partial<Record<Weekday, string>> = {};
  for (const day of WEEKDAYS) {
    const text = texts[day].trim();
    if (text === '') continue;
    const spans = spansFromText(text);
    if (spans) hours[day] = spans;
    else errors[day] = HOURS_TEXT_ERROR;
  }
  return Object.keys(errors).length > 0 ? { errors } : { hours };
}

/** The form's day texts for hours already kept: all "" when unknown. */
export function textsFromHours(hours: OpeningHours | null): Record<Weekday, string> {
  const texts = { mon: '', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '' };
  if (!hours) return texts;
  for (const day of WEEKDAYS) {
    texts[day] =
      hours[day].length === 0 ? 'closed' : hours[day].map((item) => spanText(item, '–')).join(', ');
  }
  return texts;
}

/** The hours as the server takes them: `{"mon": [["09:00", "17:00"]], ...}`, or `null`. */
export function wireHours(hours: OpeningHours | null): Record<Weekday, [string, string][]> | null {
  if (!hours) return null;
  const wire = {} as Record<Weekday, [string, string][]>;
  for (const day of WEEKDAYS) {
    wire[day] = hours[day].map(({ open, close }): [string, string] => [
      wireClock(open),
      wireClock(close),
    ]);
  }
  return wire;
}
