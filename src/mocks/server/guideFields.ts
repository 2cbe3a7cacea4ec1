import {
  GUIDE_TEXT_FIELDS,
  WEEKDAYS,
  type PriceLevel,
  type Weekday,
} from '../../features/guide/data';
import type { GuideRecord } from '../db';
import type { WireExceptions } from '../seed/types';
import { readFields, type FieldErrors } from './common';

/**
 * A guide's fields as the reference server's serializer reads and checks them: texts and links,
 * coordinates, the price level, the week's hours and the dated exceptions, each refused with the
 * sentence Django REST framework answers.
 */

const URL_PATTERN = /^https?:\/\/[^\s/]+\.[^\s]+$/;
const PHONE_MAX = 40;
const HOURS_FORMAT =
  'Enter the hours as {"mon": [["09:00", "17:00"]], ...}: days mon to sun, times from 00:00 to 24:00.';

export type GuideValues = Partial<Omit<GuideRecord, 'id' | 'image'>>;

/** DRF's FloatField with bounds (the coordinates); left out, '' or null: none. */
function readFloat(raw: unknown, limit: number): number | null | string {
  if (raw === undefined || raw === null || raw === '') return null;
  const text = typeof raw === 'string' ? raw.trim() : raw;
  const value =
    typeof text === 'number' || (typeof text === 'string' && /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text))
      ? Number(text)
      : NaN;
  if (!Number.isFinite(value)) return 'A valid number is required.';
  if (value > limit) return `Ensure this value is less than or equal to ${limit}.`;
  if (value < -limit) return `Ensure this value is greater than or equal to -${limit}.`;
  return value;
}

/** DRF's IntegerField from 1 to 4 (the price level); left out, '' or null: none. */
function readPriceLevel(raw: unknown): PriceLevel | null | string {
  if (raw === undefined || raw === null || raw === '') return null;
  const text = typeof raw === 'string' ? raw.trim() : raw;
  const value =
    (typeof text === 'number' && Number.isInteger(text)) ||
    (typeof text === 'string' && /^[-+]?\d+$/.test(text))
      ? Number(text)
      : NaN;
  if (Number.isNaN(value)) return 'A valid integer is required.';
  if (value > 4) return 'Ensure this value is less than or equal to 4.';
  if (value < 1) return 'Ensure this value is greater than or equal to 1.';
  return value as PriceLevel;
}

const WIRE_TIME = /^([01]\d|2[0-4]):[0-5]\d$/;

function isWireTime(value: unknown): value is string {
  return typeof value === 'string' && WIRE_TIME.test(value) && value <= '24:00';
}

/** A JSON text that does not parse. */
const NOT_JSON = Symbol('not JSON');

/**
 * A JSON field's value: as it came in a JSON body, or parsed from its text in a multipart form,
 * where "" and "null" clear it (null).
 */
function jsonField(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  if (raw.trim() === '' || raw.trim() === 'null') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/**
 * The opening hours: a JSON object (a JSON text in a multipart form, where "" or "null" clears
 * them) of days `mon`..`sun`, each a list of ["HH:MM", "HH:MM"] spans; a close not after the open
 * passes midnight.
 */
function readHours(raw: unknown): GuideRecord['opening_hours'] | string {
  const value = jsonField(raw);
  if (value === NOT_JSON) return 'Value must be valid JSON.';
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return HOURS_FORMAT;
  const hours: NonNullable<GuideRecord['opening_hours']> = {};
  for (const [day, spans] of Object.entries(value)) {
    if (!(WEEKDAYS as readonly string[]).includes(day) || !Array.isArray(spans))
      return HOURS_FORMAT;
    const read: [string, string][] = [];
    for (const span of spans as unknown[]) {
      if (!Array.isArray(span) || span.length !== 2) return HOURS_FORMAT;
      const [open, close] = span as unknown[];
      if (!isWireTime(open) || !isWireTime(close) || open === '24:00') return HOURS_FORMAT;
      read.push([open, close]);
    }
    hours[day as Weekday] = read;
  }
  return hours;
}

const EXCEPTIONS_FORMAT =
  'Hours exceptions must be an object keyed by date, e.g. {"2026-12-25": []}.';

/** JSON as Python's `json.dumps` writes it (", " and ": " between items), for the same sentences. */
function pythonJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const items = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}: ${pythonJson(item)}`,
    );
    return `{${items.join(', ')}}`;
  }
  return JSON.stringify(value);
}

function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * The hours' exceptions: a JSON object (a JSON text in a multipart form, where "" or "null"
 * clears them) of dates `YYYY-MM-DD`, each a list of ["HH:MM", "HH:MM"] spans ([] closed), kept in
 * date order; every problem is told, in the reference server's sentences.
 */
function readExceptions(raw: unknown): WireExceptions | null | string[] {
  const value = jsonField(raw);
  if (value === NOT_JSON) return ['Hours exceptions are not valid JSON.'];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return [EXCEPTIONS_FORMAT];
  const problems: string[] = [];
  const exceptions: WireExceptions = {};
  for (const [date, spans] of Object.entries(value)) {
    if (!isRealDate(date)) {
      problems.push(`"${date}" is not a date: write it as YYYY-MM-DD, e.g. 2026-12-25.`);
      continue;
    }
    if (!Array.isArray(spans)) {
      problems.push(`${date}: give a list of ["HH:MM", "HH:MM"] spans ([] when closed).`);
      continue;
    }
    const read: [string, string][] = [];
    for (const span of spans as unknown[]) {
      if (!Array.isArray(span) || span.length !== 2) {
        problems.push(`${date}: each span is a pair ["HH:MM", "HH:MM"] (open, close).`);
        continue;
      }
      const [open, close] = span as unknown[];
      if (!isWireTime(open) || !isWireTime(close)) {
        problems.push(
          `${date}: ${pythonJson(span)} is not a pair of times from 00:00 to 24:00 written HH:MM.`,
        );
      } else if (open === '24:00') {
        problems.push(`${date}: a span cannot open at 24:00 (use 00:00).`);
      } else read.push([open, close]);
    }
    exceptions[date] = read;
  }
  if (problems.length > 0) return problems;
  return Object.fromEntries(Object.entries(exceptions).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The guide serializer's fields: every one for a new guide, only those sent for a partial update
 * (`current`: the guide being changed). DRF reports every field's errors at once.
 */
export function readGuideValues(
  data: Record<string, unknown>,
  current: GuideRecord | null,
): { values: GuideValues; errors: FieldErrors } {
  const sent = (name: string) => !current || name in data;
  const texts = GUIDE_TEXT_FIELDS.filter(sent);
  const { values: read, errors } = readFields<(typeof GUIDE_TEXT_FIELDS)[number]>(
    data,
    texts.filter((name) => name === 'name'),
    texts.filter((name) => name !== 'name'),
  );
  const values: GuideValues = read;
  for (const name of ['website', 'booking_url'] as const) {
    const address = values[name];
    if (address && !URL_PATTERN.test(address)) errors[name] = ['Enter a valid URL.'];
  }
  if ((values.phone ?? '').length > PHONE_MAX) {
    errors.phone = [`Ensure this field has no more than ${PHONE_MAX} characters.`];
  }
  for (const [name, limit] of [
    ['latitude', 90],
    ['longitude', 180],
  ] as const) {
    if (!sent(name)) continue;
    const value = readFloat(data[name], limit);
    if (typeof value === 'string') errors[name] = [value];
    else values[name] = value;
  }
  // A place has both coordinates or neither (the model's check).
  const latitude = values.latitude !== undefined ? values.latitude : (current?.latitude ?? null);
  const longitude =
    values.longitude !== undefined ? values.longitude : (current?.longitude ?? null);
  if (!errors.latitude && !errors.longitude && (latitude === null) !== (longitude === null)) {
    const missing = latitude === null ? 'latitude' : 'longitude';
    errors[missing] = ['Give both latitude and longitude, or neither.'];
  }
  if (sent('price_level')) {
    const level = readPriceLevel(data.price_level);
    if (typeof level === 'string') errors.price_level = [level];
    else values.price_level = level;
  }
  if (sent('opening_hours')) {
    const hours = readHours(data.opening_hours);
    if (typeof hours === 'string') errors.opening_hours = [hours];
    else values.opening_hours = hours;
  }
  if (sent('hours_exceptions')) {
    const exceptions = readExceptions(data.hours_exceptions);
    if (Array.isArray(exceptions)) errors.hours_exceptions = exceptions;
    else values.hours_exceptions = exceptions;
  }
  return { values, errors };
}
