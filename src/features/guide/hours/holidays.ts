import { m } from '../../../paraglide/messages.js';

/**
 * Jamaica's public holidays, computed for any year (none is listed by year), as the Holidays
 * (Public General) Act sets them, on the day they are kept:
 * - New Year's Day, Emancipation Day (1 August) and Independence Day (6 August) that fall on a
 *   Sunday are kept on the Monday; on a Saturday they stay on the Saturday;
 * - Labour Day (23 May) on a Saturday or a Sunday is kept on the Monday;
 * - when Christmas Day falls on a Sunday, the Monday and the Tuesday are the holidays (Christmas
 *   and Boxing Day); Boxing Day alone on a Sunday is not moved by the Act (the minister has
 *   appointed the Monday some years: such one-off days are not computed).
 */

export type HolidayKey =
  | 'new_year'
  | 'ash_wednesday'
  | 'good_friday'
  | 'easter_monday'
  | 'labour_day'
  | 'emancipation'
  | 'independence'
  | 'heroes'
  | 'christmas'
  | 'boxing';

export interface Holiday {
  /** The day it is kept, `YYYY-MM-DD`. */
  date: string;
  key: HolidayKey;
}

const DAY_MS = 86_400_000;

/** Easter Sunday of a Gregorian year: the anonymous (Meeus/Jones/Butcher) algorithm. */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const n = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * n + 114) / 31);
  const day = ((h + l - 7 * n + 114) % 31) + 1;
  return { month, day };
}

/** A day as its UTC midnight's time value, so that days add as whole numbers. */
function utcDay(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day);
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** 0 Sunday .. 6 Saturday. */
function weekdayOf(time: number): number {
  return new Date(time).getUTCDay();
}

/** The Monday after a Sunday; any other day as it is. */
function sundayToMonday(time: number): number {
  return weekdayOf(time) === 0 ? time + DAY_MS : time;
}

function computeYear(year: number): Holiday[] {
  const { month, day } = easterSunday(year);
  const easter = utcDay(year, month, day);
  const firstOfOctober = utcDay(year, 10, 1);
  // The first Monday of October, then two weeks on.
  const heroes = firstOfOctober + (((8 - weekdayOf(firstOfOctober)) % 7) + 14) * DAY_MS;
  const labour = utcDay(year, 5, 23);
  const labourWeekday = weekdayOf(labour);
  const christmas = utcDay(year, 12, 25);
  const christmasOnSunday = weekdayOf(christmas) === 0;
  const days: [number, HolidayKey][] = [
    [sundayToMonday(utcDay(year, 1, 1)), 'new_year'],
    [easter - 46 * DAY_MS, 'ash_wednesday'],
    [easter - 2 * DAY_MS, 'good_friday'],
    [easter + DAY_MS, 'easter_monday'],
    [labour + (labourWeekday === 6 ? 2 : labourWeekday === 0 ? 1 : 0) * DAY_MS, 'labour_day'],
    [sundayToMonday(utcDay(year, 8, 1)), 'emancipation'],
    [sundayToMonday(utcDay(year, 8, 6)), 'independence'],
    [heroes, 'heroes'],
    [christmasOnSunday ? christmas + DAY_MS : christmas, 'christmas'],
    [christmasOnSunday ? christmas + 2 * DAY_MS : christmas + DAY_MS, 'boxing'],
  ];
  return days
    .map(([time, key]) => ({ date: isoDate(time), key }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

const years = new Map<number, Holiday[]>();

/** The year's public holidays, in the order of the year. */
export function jamaicaHolidays(year: number): Holiday[] {
  let holidays = years.get(year);
  if (!holidays) {
    holidays = computeYear(year);
    years.set(year, holidays);
  }
  return holidays;
}

/** The holiday kept on a date (`YYYY-MM-DD`), or null. */
export function holidayOn(date: string): HolidayKey | null {
  const year = Number(date.slice(0, 4));
  if (!Number.isInteger(year)) return null;
  return jamaicaHolidays(year).find((holiday) => holiday.date === date)?.key ?? null;
}

/** A holiday's name in the page's language. */
export function holidayName(key: HolidayKey): string {
  switch (key) {
    case 'new_year':
      return m.guide_holiday_new_year();
    case 'ash_wednesday':
      return m.guide_holiday_ash_wednesday();
    case 'good_friday':
      return m.guide_holiday_good_friday();
    case 'easter_monday':
      return m.guide_holiday_easter_monday();
    case 'labour_day':
      return m.guide_holiday_labour_day();
    case 'emancipation':
      return m.guide_holiday_emancipation();
    case 'independence':
      return m.guide_holiday_independence();
    case 'heroes':
      return m.guide_holiday_heroes();
    case 'christmas':
      return m.guide_holiday_christmas();
    case 'boxing':
      return m.guide_holiday_boxing();
  }
}
