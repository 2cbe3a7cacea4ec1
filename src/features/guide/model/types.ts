/** The guide's categories, in the order the guide shows them (PRODUCT.md). */
export const GUIDE_CATEGORIES = [
  'Food & Drink',
  'Negril Experiences',
  'Bars & Nightlife',
  'Beach Destinations',
  'On the Water',
  'Tours & Sightseeing',
  'Spas & Wellness',
  'Sports',
  'Shopping',
  'Around the Island',
] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];

/** The days of the week as the server keys a place's hours, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One open–close span of a day, in minutes after midnight in Negril's time. `close` is 1..1440
 * (1440 is "24:00"); a `close` not after `open` means the span passes midnight and ends on the
 * next day (`{ open: 1200, close: 120 }` is 20:00–02:00).
 */
export interface HoursSpan {
  open: number;
  close: number;
}

/**
 * A place's week: every weekday has its spans, in the order of the day; an empty list is a
 * closed day. On the wire (`opening_hours`) it is `{"mon": [["09:00", "17:00"]], ...}`, where a
 * day the server leaves out is closed; `null` or absent means the hours are not known.
 */
export type OpeningHours = Record<Weekday, HoursSpan[]>;

/**
 * A place's own hours on given dates (Negril's), in place of its weekly hours: date
 * (`YYYY-MM-DD`) to spans, `[]` closed that day. On the wire (`hours_exceptions`) it is
 * `{"2026-12-25": [], "2026-12-31": [["18:00", "02:00"]]}`; `null` or absent: none.
 */
export type HoursExceptions = Record<string, HoursSpan[]>;

/** 1 ($) to 4 ($$$$). */
export type PriceLevel = 1 | 2 | 3 | 4;

export interface Place {
  id: number;
  name: string;
  category: string;
  sub_category: string;
  description: string;
  image: string | null;
  website: string;
  location: string;
  /** Both or neither: a place has coordinates only when both are valid numbers in range. */
  latitude: number | null;
  longitude: number | null;
  opening_hours: OpeningHours | null;
  hours_exceptions: HoursExceptions | null;
  price_level: PriceLevel | null;
  phone: string;
  /** As the server keeps it (text); shown as a link only when it is an http(s) address. */
  booking_url: string;
}

/** One date of a place's own hours as the admin types it: "2026-12-31" and "18:00–2:00" or "closed". */
export interface ExceptionDraft {
  /** The row's identity while the form is open (rows come and go). */
  id: number;
  date: string;
  hours: string;
}

/**
 * What an admin fills in to add or edit a guide, as typed. `hours` holds one text per weekday
 * ("9:00–17:00, 19:00–23:00", "closed" or "" for not known); the form turns the texts into
 * `opening_hours` when it is sent.
 */
export interface PlaceDraft {
  name: string;
  category: string;
  sub_category: string;
  description: string;
  website: string;
  location: string;
  latitude: string;
  longitude: string;
  price_level: string;
  phone: string;
  booking_url: string;
  hours: Record<Weekday, string>;
  /** The hours' exceptions, a row a date; rows left wholly empty are ignored. */
  exceptions: ExceptionDraft[];
  image: File | null;
}
