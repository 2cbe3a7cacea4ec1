import { m } from '../../../paraglide/messages.js';
import { intlLocale } from '../../../lib/i18n/intlFormat';
import { formatClock, parseClock, wireClock } from './clock';
import { byOpening, closedWeek, span } from './hours';
import {
  WEEKDAYS,
  type HoursExceptions,
  type HoursSpan,
  type OpeningHours,
  type Weekday,
} from '../model/types';

/**
 * A place's hours as an admin types them in the place form ("9:00–17:00, 19:00–23:00",
 * "closed") and as the server takes them back (`{"mon": [["09:00", "17:00"]]}`); reading and
 * telling them is ./hours.ts.
 */

/** A span as the admin types it: "9:00–17:00", whatever the page's language. */
function typedSpan({ open, close }: HoursSpan): string {
  return `${formatClock(open)}–${formatClock(close)}`;
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

/** A day's spans as the admin types them: "9:00–17:00, 19:00–23:00", or "closed" in the page's language. */
export function typedSpans(spans: HoursSpan[]): string {
  return spans.length === 0 ? m.admin_hours_closed_word() : spans.map(typedSpan).join(', ');
}

/** A day's typed hours ("9:00-17:00, 19:00-23:00" or "closed") as spans; null when unreadable. */
export function spansFromText(text: string): HoursSpan[] | null {
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
    texts[day] = typedSpans(hours[day]);
  }
  return texts;
}

/** A span as the server takes it: ["20:00", "02:00"]. */
function wireSpanOf({ open, close }: HoursSpan): [string, string] {
  return [wireClock(open), wireClock(close)];
}

/** The exceptions as the server takes them: `{"2026-12-25": [], ...}`, in date order. */
export function wireExceptions(
  exceptions: HoursExceptions | null,
): Record<string, [string, string][]> | null {
  if (!exceptions) return null;
  const dates = Object.keys(exceptions).sort();
  return Object.fromEntries(dates.map((date) => [date, (exceptions[date] ?? []).map(wireSpanOf)]));
}

/** The hours as the server takes them: `{"mon": [["09:00", "17:00"]], ...}`, or `null`. */
export function wireHours(hours: OpeningHours | null): Record<Weekday, [string, string][]> | null {
  if (!hours) return null;
  const wire = {} as Record<Weekday, [string, string][]>;
  for (const day of WEEKDAYS) {
    wire[day] = hours[day].map(wireSpanOf);
  }
  return wire;
}
