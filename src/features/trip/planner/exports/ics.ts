import { m } from '../../../../paraglide/messages.js';
import { httpUrl } from '../../../../lib/urls';
import { dayTitle, filledDays, type ExportDay, type ExportStop } from '../../model/exportDay';
import { categoryName, NEGRIL_TIME_ZONE } from '../../../guide/data';

/**
 * The trip as an iCalendar file (RFC 5545) that calendar apps import: for each dated day, one
 * all-day event listing the places without a time, and one event of an hour for each place the
 * visitor gave a time, in Negril's time zone. Days without a date or without places are left out.
 */

const CRLF = '\r\n';
/** A content line's octets before it is folded (CRLF not counted). */
const LINE_OCTETS = 75;
const DAY_MINUTES = 1440;

const encoder = new TextEncoder();

// Control characters are not allowed in a TEXT value; line breaks are escaped before this runs.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545, 3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL, '');
}

/**
 * A content line folded into lines of at most 75 octets, each continuation starting with a space
 * (RFC 5545, 3.1): cut between characters, never inside a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The continuation's leading space counts towards its 75.
    const room = lines.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `2026-12-01` as a DATE value: `20261201`. */
const icsDate = (date: string) => date.replaceAll('-', '');

/** A date and minutes after midnight as a local DATE-TIME: `20261201T093000`. */
const icsLocalTime = (date: string, minutes: number) =>
  `${icsDate(date)}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;

/** An instant as a UTC DATE-TIME: `20261125T180000Z`. */
const icsInstant = (instant: Date) =>
  `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;

/** A time the visitor set, when it is one: whole minutes within the day. */
function stopTime(stop: ExportStop): number | null {
  const { time } = stop;
  return time !== null && Number.isInteger(time) && time >= 0 && time < DAY_MINUTES ? time : null;
}

/** Six decimals (about 10 cm): enough, and never written with an exponent. */
const coordinate = (value: number) => String(Number(value.toFixed(6)));

/** "2. Rick's Café – West End Road": the place's number in the day, name and address. */
function stopLine(stop: ExportStop, number: number): string {
  const { name, location } = stop.place;
  return location.trim() ? `${number}. ${name} – ${location.trim()}` : `${number}. ${name}`;
}

/** Negril keeps UTC−5 all year: one standard time, no daylight saving. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${NEGRIL_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

type Property = [name: string, value: string];

function event(properties: Property[]): string[] {
  return ['BEGIN:VEVENT', ...properties.map(([name, value]) => `${name}:${value}`), 'END:VEVENT'];
}

function dayEvent(
  day: ExportDay & { date: string },
  index: number,
  untimed: { stop: ExportStop; number: number }[],
  stamp: string,
): string[] {
  const description = untimed.map(({ stop, number }) => stopLine(stop, number)).join('\n');
  const next = new Date(`${day.date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return event([
    ['UID', `negril-trip-${day.date}-day-${index + 1}@negril-life`],
    ['DTSTAMP', stamp],
    ['DTSTART;VALUE=DATE', icsDate(day.date)],
    ['DTEND;VALUE=DATE', icsDate(next.toISOString().slice(0, 10))],
    ['SUMMARY', icsText(m.guide_export_day_event({ day: dayTitle(day, index) }))],
    ['DESCRIPTION', icsText(description)],
    ['TRANSP', 'TRANSPARENT'],
  ]);
}

function stopEvent(
  day: ExportDay & { date: string },
  index: number,
  stop: ExportStop,
  number: number,
  time: number,
  stamp: string,
): string[] {
  const { place } = stop;
  const details: string[] = [
    m.guide_export_stop_of({ day: dayTitle(day, index), number, count: day.stops.length }),
  ];
  if (place.category) details.push(categoryName(place.category));
  if (place.phone.trim()) details.push(`${m.guide_phone()}: ${place.phone.trim()}`);
  const properties: Property[] = [
    ['UID', `negril-trip-${day.date}-place-${place.id}@negril-life`],
    ['DTSTAMP', stamp],
    [`DTSTART;TZID=${NEGRIL_TIME_ZONE}`, icsLocalTime(day.date, time)],
    ['DURATION', 'PT1H'],
    ['SUMMARY', icsText(place.name)],
    ['DESCRIPTION', icsText(details.join('\n'))],
  ];
  if (place.location.trim()) properties.push(['LOCATION', icsText(place.location.trim())]);
  if (place.latitude !== null && place.longitude !== null) {
    properties.push(['GEO', `${coordinate(place.latitude)};${coordinate(place.longitude)}`]);
  }
  const website = httpUrl(place.website);
  if (website) properties.push(['URL', website]);
  return event(properties);
}

/** The calendar file's text (CRLF line ends), for the days that have a date and places. */
export function icsForTrip(
  days: readonly ExportDay[],
  options: { now: Date; name: string },
): string {
  const stamp = icsInstant(options.now);
  const events: string[] = [];
  for (const { day, index } of filledDays(days)) {
    const { date } = day;
    if (date === null) continue;
    const dated = { ...day, date };
    const untimed: { stop: ExportStop; number: number }[] = [];
    const timed: string[] = [];
    day.stops.forEach((stop, position) => {
      const time = stopTime(stop);
      if (time === null) untimed.push({ stop, number: position + 1 });
      else timed.push(...stopEvent(dated, index, stop, position + 1, time, stamp));
    });
    if (untimed.length > 0) events.push(...dayEvent(dated, index, untimed, stamp));
    events.push(...timed);
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Negril Life//Trip planner//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(options.name)}`,
    `X-WR-TIMEZONE:${NEGRIL_TIME_ZONE}`,
    ...VTIMEZONE,
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
