/**
 * The trip's shape and limits, as the reference server checks a `PUT v1/trip/` body
 * (tests/e2e/server/negril/trips/trip.py), with the same DRF-style field errors word for word:
 * 1 to 30 days, at most 300 stops in all, day names of at most 80 characters, times `HH:MM`
 * (00:00..23:59) or null, ids positive integers, each place at most once, `start` a real
 * `YYYY-MM-DD` date or null.
 */

export interface TripStop {
  id: number;
  time: string | null;
}

export interface TripDay {
  name: string;
  stops: TripStop[];
}

/** DRF's nested errors: a list of messages, or errors by field name or list index. */
export type TripErrors = string[] | { [key: string]: TripErrors };

export const MAX_DAYS = 30;
export const MAX_STOPS = 300;
export const MAX_NAME = 80;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const MESSAGES = {
  required: 'This field is required.',
  notNull: 'This field may not be null.',
  notAString: 'Not a valid string.',
  notAnInteger: 'A valid integer is required.',
  positive: 'Ensure this value is greater than or equal to 1.',
  nameTooLong: `Ensure this field has no more than ${MAX_NAME} characters.`,
  badTime: 'Enter a time as HH:MM, from 00:00 to 23:59, or null.',
  badDate: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  noDays: 'At least 1 day.',
  tooManyDays: `At most ${MAX_DAYS} days.`,
  tooManyStops: `At most ${MAX_STOPS} stops in all.`,
  twice: (place: number) => `A place can be in the trip only once: ${place} is there twice.`,
};

type Checked<T> = { value: T; errors?: undefined } | { value?: undefined; errors: TripErrors };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Python's name for a JSON value's type, as DRF's messages say it. */
function pythonType(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (value === null) return 'NoneType';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return 'dict';
}

const notAList = (value: unknown) =>
  `Expected a list of items but got type "${pythonType(value)}".`;
export const notAnObject = (value: unknown) =>
  `Invalid data. Expected a dictionary, but got ${pythonType(value)}.`;

function checkStop(stop: unknown): Checked<TripStop> {
  if (!isObject(stop)) return { errors: { non_field_errors: [notAnObject(stop)] } };
  const errors: Record<string, string[]> = {};
  const place = stop.id;
  if (!('id' in stop)) errors.id = [MESSAGES.required];
  else if (place === null) errors.id = [MESSAGES.notNull];
  else if (typeof place !== 'number' || !Number.isInteger(place)) {
    errors.id = [MESSAGES.notAnInteger];
  } else if (place < 1) errors.id = [MESSAGES.positive];
  const time = stop.time ?? null;
  if (time !== null && !(typeof time === 'string' && TIME.test(time))) {
    errors.time = [MESSAGES.badTime];
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { value: { id: place as number, time: time as string | null } };
}

function checkDay(day: unknown): Checked<TripDay> {
  if (!isObject(day)) return { errors: { non_field_errors: [notAnObject(day)] } };
  const errors: Record<string, TripErrors> = {};
  const name = 'name' in day ? day.name : '';
  if (name === null) errors.name = [MESSAGES.notNull];
  else if (typeof name !== 'string') errors.name = [MESSAGES.notAString];
  // In characters (code points), as the server counts them.
  else if (Array.from(name).length > MAX_NAME) errors.name = [MESSAGES.nameTooLong];
  const stops = day.stops;
  const kept: TripStop[] = [];
  if (!('stops' in day)) errors.stops = [MESSAGES.required];
  else if (stops === null) errors.stops = [MESSAGES.notNull];
  else if (!Array.isArray(stops)) errors.stops = [notAList(stops)];
  else {
    const wrong: Record<string, TripErrors> = {};
    stops.forEach((stop, index) => {
      const checked = checkStop(stop);
      if (checked.errors) wrong[String(index)] = checked.errors;
      else kept.push(checked.value);
    });
    if (Object.keys(wrong).length > 0) errors.stops = wrong;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { value: { name: name as string, stops: kept } };
}

function checkDays(days: unknown): Checked<TripDay[]> {
  if (days === null) return { errors: [MESSAGES.notNull] };
  if (!Array.isArray(days)) return { errors: [notAList(days)] };
  if (days.length === 0) return { errors: [MESSAGES.noDays] };
  if (days.length > MAX_DAYS) return { errors: [MESSAGES.tooManyDays] };
  // Counted before any stop is looked at, as the server does.
  const total = days.reduce<number>(
    (sum, day) => sum + (isObject(day) && Array.isArray(day.stops) ? day.stops.length : 0),
    0,
  );
  if (total > MAX_STOPS) return { errors: [MESSAGES.tooManyStops] };
  const kept: TripDay[] = [];
  const wrong: Record<string, TripErrors> = {};
  days.forEach((day, index) => {
    const checked = checkDay(day);
    if (checked.errors) wrong[String(index)] = checked.errors;
    else kept.push(checked.value);
  });
  if (Object.keys(wrong).length > 0) return { errors: wrong };
  const seen = new Set<number>();
  for (const stop of kept.flatMap((day) => day.stops)) {
    if (seen.has(stop.id)) return { errors: [MESSAGES.twice(stop.id)] };
    seen.add(stop.id);
  }
  return { value: kept };
}

function checkStart(start: unknown): Checked<string | null> {
  if (start === null || start === undefined) return { value: null };
  const match = typeof start === 'string' ? DATE.exec(start) : null;
  if (match) {
    const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    const real =
      year >= 1 &&
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day;
    if (real) return { value: start as string };
  }
  return { errors: [MESSAGES.badDate] };
}

/** The body's days and start as stored, or the field errors the server answers with a 400. */
export function checkTrip(
  body: unknown,
):
  | { trip: { days: TripDay[]; start: string | null }; errors?: undefined }
  | { errors: Record<string, TripErrors> } {
  if (!isObject(body)) return { errors: { non_field_errors: [notAnObject(body)] } };
  const errors: Record<string, TripErrors> = {};
  const days: Checked<TripDay[]> =
    'days' in body ? checkDays(body.days) : { errors: [MESSAGES.required] };
  if (days.errors) errors.days = days.errors;
  const start = checkStart(body.start);
  if (start.errors) errors.start = start.errors;
  if (days.errors || start.errors) return { errors };
  return { trip: { days: days.value, start: start.value } };
}
