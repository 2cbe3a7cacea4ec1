import { m } from '../../paraglide/messages.js';
import { dateFormat, intlLocale } from '../../lib/i18n/format';
import { isRecord } from '../../lib/records';
import { formatClock, parseClock, wireClock } from './clock';
import { WEEKDAYS, type Guide, type HoursSpan, type OpeningHours, type Weekday } from './types';

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

/** How far away a moment is, in minutes after this week's Monday: today, tomorrow or on a named day. */
function dayOf(minute: number, today: number): 'today' | 'tomorrow' | Weekday {
  const day = Math.floor(minute / DAY);
  if (day === today) return 'today';
  if (day === today + 1) return 'tomorrow';
  return WEEKDAYS[day % 7] ?? 'mon';
}

/** A time of the hours' line: its text, and its hour for the languages whose words follow it. */
function timeOf(minutes: number): { time: string; hour: number } {
  return { time: clockText(minutes), hour: Math.floor(minutes / 60) };
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
    if (current.end - current.start >= WEEK) return { open: true, text: m.guide_hours_always() };
    const closeDay = Math.floor((current.end - 1) / DAY);
    const time = timeOf(current.end - closeDay * DAY);
    const day = current.end - moment <= DAY ? 'today' : dayOf(closeDay * DAY, today);
    let text: string;
    if (day === 'today') text = m.guide_hours_closes(time);
    else if (day === 'tomorrow') text = m.guide_hours_closes_tomorrow(time);
    else text = m.guide_hours_closes_on({ ...time, day: weekdayName(day) });
    return { open: true, text };
  }
  const next = intervals.find(({ start }) => start > moment);
  if (!next) return { open: false, text: m.guide_hours_closed() };
  const time = timeOf(next.start - Math.floor(next.start / DAY) * DAY);
  const day = dayOf(next.start, today);
  let text: string;
  if (day === 'today') text = m.guide_hours_opens(time);
  else if (day === 'tomorrow') text = m.guide_hours_opens_tomorrow(time);
  else text = m.guide_hours_opens_on({ ...time, day: weekdayName(day) });
  return { open: false, text };
}

/** What a pin and a legend tell of a place at an instant. */
export type PlaceState = 'open' | 'closing' | 'closed' | 'unknown';

/** How near closing counts as "closing": within the hour. */
export const CLOSING_SOON_MINUTES = 60;

/**
 * The place's state at `now`: open, closing within the hour, closed, or unknown (no hours kept).
 * Open around the clock is open.
 */
export function placeState(place: Pick<Guide, 'opening_hours'>, now: Date): PlaceState {
  const hours = place.opening_hours;
  if (!hours) return 'unknown';
  const { weekday, minutes } = negrilNow(now);
  const moment = WEEKDAYS.indexOf(weekday) * DAY + minutes;
  const current = openIntervals(hours).find(({ start, end }) => start <= moment && moment < end);
  if (!current) return 'closed';
  if (current.end - current.start >= WEEK) return 'open';
  return current.end - moment <= CLOSING_SOON_MINUTES ? 'closing' : 'open';
}

/** Whether the place is open at `now`; unknown hours are not open. */
export function isOpenAt(hours: OpeningHours | null, now: Date): boolean {
  return openStatus(hours, now)?.open ?? false;
}

/** A span as the admin types it: "9:00–17:00", whatever the page's language. */
function typedSpan({ open, close }: HoursSpan): string {
  return `${formatClock(open)}–${formatClock(close)}`;
}

/** The week for the details' table, Monday first; nothing when the hours are unknown. */
export function weekHours(hours: OpeningHours | null): { day: string; text: string }[] {
  if (!hours) return [];
  return WEEKDAYS.map((day) => {
    const spans = hours[day];
    let text = spans.map(({ open, close }) => `${clockText(open)}–${clockText(close)}`).join(', ');
    if (spans.length === 0) text = m.guide_hours_closed();
    else if (spans.length === 1 && spans[0]?.open === 0 && spans[0].close === DAY) {
      text = m.guide_hours_always();
    }
    return { day: dayName(day), text };
  });
}

const SPAN_TEXT = /^(\d{1,2}:\d{2})\s*[-–—]\s*(\d{1,2}:\d{2})$/;

/** What the admin form says of a day's hours it cannot read. */
export function hoursTextError(): string {
  return m.admin_hours_error({ closed: m.admin_hours_closed_word() });
}

/** "closed", in English or in the page's language ("cerrado"), in any case. */
function isClosedWord(text: string): boolean {
  const word = text.toLocaleLowerCase(intlLocale());
  return word === 'closed' || word === m.admin_hours_closed_word().toLocaleLowerCase(intlLocale());
}

function spansFromText(text: string): HoursSpan[] | null {
  if (isClosedWord(text)) return [];
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
 * The admin form's day texts as hours: "9:00-17:00, 19:00-23:00" (with - or –), "closed" (or
 * the page's word for it), or
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
    else errors[day] = hoursTextError();
  }
  return Object.keys(errors).length > 0 ? { errors } : { hours };
}

/** The form's day texts for hours already kept ("closed" in the page's language): all "" when unknown. */
export function textsFromHours(hours: OpeningHours | null): Record<Weekday, string> {
  const texts = { mon: '', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '' };
  if (!hours) return texts;
  for (const day of WEEKDAYS) {
    texts[day] =
      hours[day].length === 0 ? m.admin_hours_closed_word() : hours[day].map(typedSpan).join(', ');
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
