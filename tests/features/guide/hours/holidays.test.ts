import { afterEach, describe, expect, it } from 'vitest';
import {
  easterSunday,
  holidayName,
  holidayOn,
  jamaicaHolidays,
} from '../../../../src/features/guide/hours/holidays';
import { setLocale } from '../../../../src/lib/i18n/runtime';

/**
 * Easter Sunday as the US Naval Observatory's table of Easter dates gives it
 * (aa.usno.navy.mil/data/easter, "Date of Easter Sunday", Gregorian calendar), including the
 * earliest and latest dates the rule allows (22 March 1818 and 2285, 25 April 1943 and 2038).
 */
const EASTER = [
  [1818, 3, 22],
  [1943, 4, 25],
  [2000, 4, 23],
  [2008, 3, 23],
  [2011, 4, 24],
  [2019, 4, 21],
  [2024, 3, 31],
  [2025, 4, 20],
  [2026, 4, 5],
  [2027, 3, 28],
  [2038, 4, 25],
  [2285, 3, 22],
] as const;

describe('Easter Sunday', () => {
  it.each(EASTER)('in %i is %i/%i', (year, month, day) => {
    expect(easterSunday(year)).toEqual({ month, day });
  });
});

describe("Jamaica's public holidays", () => {
  afterEach(() => {
    setLocale('en');
  });

  it('in 2026: Labour Day on a Saturday is kept on the Monday; Emancipation Day on a Saturday stays', () => {
    expect(jamaicaHolidays(2026)).toEqual([
      { date: '2026-01-01', key: 'new_year' },
      { date: '2026-02-18', key: 'ash_wednesday' },
      { date: '2026-04-03', key: 'good_friday' },
      { date: '2026-04-06', key: 'easter_monday' },
      { date: '2026-05-25', key: 'labour_day' },
      { date: '2026-08-01', key: 'emancipation' },
      { date: '2026-08-06', key: 'independence' },
      { date: '2026-10-19', key: 'heroes' },
      { date: '2026-12-25', key: 'christmas' },
      { date: '2026-12-26', key: 'boxing' },
    ]);
  });

  it('in 2027: Labour Day and Emancipation Day on a Sunday are kept on the Monday', () => {
    expect(jamaicaHolidays(2027)).toEqual([
      { date: '2027-01-01', key: 'new_year' },
      { date: '2027-02-10', key: 'ash_wednesday' },
      { date: '2027-03-26', key: 'good_friday' },
      { date: '2027-03-29', key: 'easter_monday' },
      { date: '2027-05-24', key: 'labour_day' },
      { date: '2027-08-02', key: 'emancipation' },
      { date: '2027-08-06', key: 'independence' },
      { date: '2027-10-18', key: 'heroes' },
      { date: '2027-12-25', key: 'christmas' },
      // Boxing Day alone on a Sunday: the Act does not move it.
      { date: '2027-12-26', key: 'boxing' },
    ]);
  });

  it('keeps Christmas on a Sunday on the Monday and Boxing Day on the Tuesday (2022)', () => {
    expect(holidayOn('2022-12-25')).toBeNull();
    expect(holidayOn('2022-12-26')).toBe('christmas');
    expect(holidayOn('2022-12-27')).toBe('boxing');
  });

  it('keeps New Year’s Day and Independence Day on a Sunday on the Monday (2023)', () => {
    expect(holidayOn('2023-01-01')).toBeNull();
    expect(holidayOn('2023-01-02')).toBe('new_year');
    expect(holidayOn('2023-08-06')).toBeNull();
    expect(holidayOn('2023-08-07')).toBe('independence');
  });

  it('finds no holiday on an ordinary day or a text that is no date', () => {
    expect(holidayOn('2026-12-24')).toBeNull();
    expect(holidayOn('2026-03-01')).toBeNull();
    expect(holidayOn('someday')).toBeNull();
  });

  it('names the holidays in the page’s language', () => {
    expect(holidayName('heroes')).toBe('National Heroes’ Day');
    setLocale('es');
    expect(holidayName('christmas')).toBe('Navidad');
    setLocale('de');
    expect(holidayName('good_friday')).toBe('Karfreitag');
  });
});
