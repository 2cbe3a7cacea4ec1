import { m } from '../../../paraglide/messages.js';
import { isIsoDate } from '../hours/hours';
import {
  hoursFromTexts,
  hoursTextError,
  spansFromText,
  textsFromHours,
  typedSpans,
  wireExceptions,
  wireHours,
} from '../hours/hoursForm';
import {
  WEEKDAYS,
  type ExceptionDraft,
  type Place,
  type PlaceDraft,
  type HoursExceptions,
  type PriceLevel,
  type Weekday,
} from '../model/types';

/**
 * The admin form's draft and what a request sends of it: the one place where typed text becomes
 * the server's fields, for adding and for editing alike.
 */

/** A place's hours as a request sends them: `{"mon": [["09:00", "17:00"]], ...}`. */
export type WireHours = NonNullable<ReturnType<typeof wireHours>>;

/** A place's own hours on dates as a request sends them: `{"2026-12-25": []}`. */
export type WireExceptions = NonNullable<ReturnType<typeof wireExceptions>>;

/** A guide's fields as the server takes them (the picture travels beside them). */
export type PlaceFields = Omit<Place, 'id' | 'image' | 'opening_hours' | 'hours_exceptions'> & {
  opening_hours: WireHours | null;
  hours_exceptions: WireExceptions | null;
};

export type GuideFieldName = keyof PlaceFields;

/** Where an exception's row shows an error: its date or its hours. */
export type ExceptionErrorKey = `exception_${number}_${'date' | 'hours'}`;

/** What the form checks itself, by field; the hours by weekday, the exceptions by row. */
export type DraftErrors = Partial<Record<keyof PlaceDraft | Weekday | ExceptionErrorKey, string[]>>;

/** The server's text fields: sent trimmed, '' for none. */
export const GUIDE_TEXT_FIELDS = [
  'name',
  'category',
  'sub_category',
  'description',
  'website',
  'location',
  'phone',
  'booking_url',
] as const;

/** Every field the server takes of a guide, but the picture. */
export const GUIDE_FIELD_NAMES: readonly GuideFieldName[] = [
  ...GUIDE_TEXT_FIELDS,
  'latitude',
  'longitude',
  'opening_hours',
  'hours_exceptions',
  'price_level',
];

const NO_HOURS = Object.fromEntries(WEEKDAYS.map((day) => [day, ''])) as Record<Weekday, string>;

export function emptyDraft(): PlaceDraft {
  return {
    name: '',
    category: '',
    sub_category: '',
    description: '',
    website: '',
    location: '',
    latitude: '',
    longitude: '',
    price_level: '',
    phone: '',
    booking_url: '',
    hours: { ...NO_HOURS },
    exceptions: [],
    image: null,
  };
}

/** A guide as the edit form starts: its fields as text. */
export function draftFromGuide(place: Place): PlaceDraft {
  const coordinates = place.latitude !== null && place.longitude !== null;
  return {
    ...emptyDraft(),
    name: place.name,
    category: place.category,
    sub_category: place.sub_category,
    description: place.description,
    website: place.website,
    location: place.location,
    latitude: coordinates ? String(place.latitude) : '',
    longitude: coordinates ? String(place.longitude) : '',
    price_level: place.price_level === null ? '' : String(place.price_level),
    phone: place.phone,
    booking_url: place.booking_url,
    hours: textsFromHours(place.opening_hours),
    exceptions: Object.entries(place.hours_exceptions ?? {})
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, spans], index) => ({ id: index + 1, date, hours: typedSpans(spans) })),
  };
}

/** A row the admin left wholly empty: not an exception. */
function isBlank(row: ExceptionDraft): boolean {
  return row.date.trim() === '' && row.hours.trim() === '';
}

/**
 * The exception rows as hours by date, or each row's errors: a date must be a real one, once,
 * and its hours read as a day's hours do ("closed", "18:00-2:00").
 */
function readExceptionRows(
  rows: ExceptionDraft[],
): { exceptions: HoursExceptions | null } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const exceptions: HoursExceptions = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (isBlank(row)) return;
    const date = row.date.trim();
    const real = isIsoDate(date);
    if (!real) errors[`exception_${index}_date`] = [m.admin_exceptions_date_error()];
    else if (seen.has(date)) errors[`exception_${index}_date`] = [m.admin_exceptions_twice()];
    seen.add(date);
    const spans = spansFromText(row.hours.trim());
    if (!spans) errors[`exception_${index}_hours`] = [hoursTextError()];
    else if (real) exceptions[date] = spans;
  });
  if (Object.keys(errors).length > 0) return { errors };
  return { exceptions: Object.keys(exceptions).length > 0 ? exceptions : null };
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** What a coordinate's field says of a text that is not one (the examples are typed as such). */
const COORDINATE_WORDS = {
  latitude: {
    limit: 90,
    notNumber: () => m.admin_latitude_number({ example: '18.2616' }),
    outOfRange: () => m.admin_latitude_range({ limit: '90' }),
  },
  longitude: {
    limit: 180,
    notNumber: () => m.admin_longitude_number({ example: '-78.3676' }),
    outOfRange: () => m.admin_longitude_range({ limit: '180' }),
  },
};

function coordinate(text: string, which: keyof typeof COORDINATE_WORDS): number | null | string {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const words = COORDINATE_WORDS[which];
  if (!NUMBER.test(trimmed)) return words.notNumber();
  const value = Number(trimmed);
  if (Math.abs(value) > words.limit) return words.outOfRange();
  return value;
}

/** The draft's own checks; when it passes, the fields a request sends. */
export function checkDraft(draft: PlaceDraft): { fields: PlaceFields } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!draft.name.trim()) errors.name = [m.admin_name_required()];
  if (!draft.category) errors.category = [m.admin_category_required()];

  const latitude = coordinate(draft.latitude, 'latitude');
  const longitude = coordinate(draft.longitude, 'longitude');
  if (typeof latitude === 'string') errors.latitude = [latitude];
  if (typeof longitude === 'string') errors.longitude = [longitude];
  if (latitude === null && typeof longitude === 'number') {
    errors.latitude = [m.admin_latitude_too()];
  }
  if (longitude === null && typeof latitude === 'number') {
    errors.longitude = [m.admin_longitude_too()];
  }

  const price = draft.price_level === '' ? null : Number(draft.price_level);
  if (price !== null && ![1, 2, 3, 4].includes(price)) {
    errors.price_level = [m.admin_price_invalid()];
  }

  const hours = hoursFromTexts(draft.hours);
  if ('errors' in hours) {
    for (const day of WEEKDAYS) {
      const problem = hours.errors[day];
      if (problem) errors[day] = [problem];
    }
  }

  const exceptions = readExceptionRows(draft.exceptions);
  if ('errors' in exceptions) Object.assign(errors, exceptions.errors);

  if (
    Object.keys(errors).length > 0 ||
    'errors' in hours ||
    'errors' in exceptions ||
    typeof latitude === 'string' ||
    typeof longitude === 'string'
  ) {
    return { errors };
  }
  const texts = Object.fromEntries(
    GUIDE_TEXT_FIELDS.map((name) => [name, draft[name].trim()]),
  ) as Pick<PlaceFields, (typeof GUIDE_TEXT_FIELDS)[number]>;
  return {
    fields: {
      ...texts,
      latitude,
      longitude,
      opening_hours: wireHours(hours.hours),
      hours_exceptions: wireExceptions(exceptions.exceptions),
      price_level: price as PriceLevel | null,
    },
  };
}

/** Which of the server's fields a draft changed from where it started. */
function changedNames(draft: PlaceDraft, start: PlaceDraft): GuideFieldName[] {
  const names: GuideFieldName[] = GUIDE_TEXT_FIELDS.filter((name) => draft[name] !== start[name]);
  // Coordinates go together: the server checks them as a pair.
  if (draft.latitude !== start.latitude || draft.longitude !== start.longitude) {
    names.push('latitude', 'longitude');
  }
  if (draft.price_level !== start.price_level) names.push('price_level');
  if (WEEKDAYS.some((day) => draft.hours[day] !== start.hours[day])) names.push('opening_hours');
  const typed = (rows: ExceptionDraft[]) =>
    JSON.stringify(rows.filter((row) => !isBlank(row)).map(({ date, hours }) => [date, hours]));
  if (typed(draft.exceptions) !== typed(start.exceptions)) names.push('hours_exceptions');
  return names;
}

/** The fields an edit sends: only those the admin changed. */
export function changedFields(
  fields: PlaceFields,
  draft: PlaceDraft,
  start: PlaceDraft,
): Partial<PlaceFields> {
  const changes: Partial<Record<GuideFieldName, unknown>> = {};
  for (const name of changedNames(draft, start)) changes[name] = fields[name];
  return changes as Partial<PlaceFields>;
}
