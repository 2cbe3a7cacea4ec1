import { afterEach, describe, expect, it } from 'vitest';
import {
  isOpenAt,
  openStatus,
  parseHoursExceptions,
  placeState,
  weekHours,
} from '../../../../src/features/guide/hours/hours';
import { wireExceptions } from '../../../../src/features/guide/hours/hoursForm';
import { setLocale } from '../../../../src/lib/i18n/runtime';
import { DAYS, hours, statusText } from './hours-helpers';

/** The instant of a Negril date and time (UTC−5). */
function at(date: string, clock: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours + 5, minutes));
}

describe('public holidays and a place’s own dates', () => {
  const daily = hours(
    Object.fromEntries(Object.keys(DAYS).map((day) => [day, [['09:00', '17:00']]])),
  );
  const exceptions = parseHoursExceptions({
    '2026-12-25': [],
    '2026-12-31': [['18:00', '02:00']],
  });

  afterEach(() => {
    setLocale('en');
  });

  it('adds the holiday note on a public holiday, in Negril’s date', () => {
    expect(openStatus(daily, at('2026-12-25', '10:00'))).toEqual({
      open: true,
      text: 'Open now · closes 17:00',
      note: 'Public holiday: hours may differ',
    });
    // 23:30 on the 24th in Negril is already the 25th in UTC: no note yet.
    expect(openStatus(daily, at('2026-12-24', '23:30'))).toEqual({
      open: false,
      text: 'Closed · opens 9:00 tomorrow',
    });
    expect(openStatus(daily, at('2027-05-24', '08:00'))?.note).toBe(
      'Public holiday: hours may differ',
    );
    setLocale('fr');
    expect(openStatus(daily, at('2026-12-26', '08:00'))?.note).toBe(
      'Jour férié : les horaires peuvent changer',
    );
  });

  it('is closed on a date whose exception is [], without the holiday note', () => {
    expect(openStatus(daily, at('2026-12-25', '10:00'), exceptions)).toEqual({
      open: false,
      text: 'Closed · opens 9:00 tomorrow',
    });
    expect(isOpenAt(daily, at('2026-12-25', '10:00'), exceptions)).toBe(false);
    expect(
      placeState({ opening_hours: daily, hours_exceptions: exceptions }, at('2026-12-25', '10:00')),
    ).toBe('closed');
    expect(statusText(daily, at('2026-12-24', '18:00'))).toBe('Closed · opens 9:00 tomorrow');
    expect(openStatus(daily, at('2026-12-24', '18:00'), exceptions)?.text).toBe(
      'Closed · opens 9:00 Saturday',
    );
  });

  it('opens late on 31 December and stays open past midnight into New Year’s Day', () => {
    const on = (date: string, clock: string) => openStatus(daily, at(date, clock), exceptions);
    expect(on('2026-12-31', '10:00')?.text).toBe('Opens at 18:00');
    expect(on('2026-12-31', '23:00')?.text).toBe('Open now · closes 2:00');
    // New Year's Day: open on the 31st's hours at 1:30, then the day's own hours.
    expect(on('2027-01-01', '01:30')).toEqual({
      open: true,
      text: 'Open now · closes in 30 min',
      note: 'Public holiday: hours may differ',
    });
    expect(isOpenAt(daily, at('2027-01-01', '01:30'), exceptions)).toBe(true);
    expect(isOpenAt(daily, at('2027-01-01', '01:30'))).toBe(false);
    expect(
      placeState({ opening_hours: daily, hours_exceptions: exceptions }, at('2027-01-01', '01:30')),
    ).toBe('closing');
    expect(on('2027-01-01', '03:00')?.text).toBe('Opens at 9:00');
  });

  it('shows the coming week’s dates in the table: the exception’s hours, and the holidays', () => {
    // Wednesday 23 December 2026: Friday is Christmas (closed here), Saturday Boxing Day.
    expect(weekHours(daily, exceptions, at('2026-12-23', '12:00'))).toEqual([
      { day: 'Monday', text: '9:00–17:00' },
      { day: 'Tuesday', text: '9:00–17:00' },
      { day: 'Wednesday', text: '9:00–17:00' },
      { day: 'Thursday', text: '9:00–17:00' },
      { day: 'Friday', text: 'Closed', note: 'Special hours on 25 December' },
      { day: 'Saturday', text: '9:00–17:00', note: 'Boxing Day: hours may differ' },
      { day: 'Sunday', text: '9:00–17:00' },
    ]);
    // From Sunday 27 December, Thursday is the 31st and Friday New Year's Day.
    const rows = weekHours(daily, exceptions, at('2026-12-27', '12:00'));
    expect(rows[3]).toEqual({
      day: 'Thursday',
      text: '18:00–2:00',
      note: 'Special hours on 31 December',
    });
    expect(rows[4]).toEqual({
      day: 'Friday',
      text: '9:00–17:00',
      note: 'New Year’s Day: hours may differ',
    });
    setLocale('es');
    expect(weekHours(daily, exceptions, at('2026-12-23', '12:00'))[4]).toEqual({
      day: 'Viernes',
      text: 'Cerrado',
      note: 'Horario especial el 25 de diciembre',
    });
  });
});

describe('reading the exceptions from the server', () => {
  it('reads dates to spans, [] as closed, sorted, with 00:00 as a midnight close', () => {
    expect(
      parseHoursExceptions({
        '2026-12-25': [],
        '2026-12-31': [
          ['18:00', '02:00'],
          ['08:00', '12:00'],
        ],
        '2027-01-01': [['20:00', '00:00']],
      }),
    ).toEqual({
      '2026-12-25': [],
      '2026-12-31': [
        { open: 480, close: 720 },
        { open: 1080, close: 120 },
      ],
      '2027-01-01': [{ open: 1200, close: 1440 }],
    });
  });

  it('drops entries that are not real dates or whose spans do not read, and keeps the rest', () => {
    expect(
      parseHoursExceptions({
        '2026-02-30': [],
        '25/12/2026': [],
        '2026-12-24': [['18:00']],
        '2026-12-26': [['09:00', '17:00'], 'late'],
        '2026-12-27': 'closed',
        '2026-12-28': null,
        '2026-12-25': [],
      }),
    ).toEqual({ '2026-12-25': [] });
  });

  it('is null when absent, not an object, or left with no entry', () => {
    expect(parseHoursExceptions(null)).toBeNull();
    expect(parseHoursExceptions(undefined)).toBeNull();
    expect(parseHoursExceptions('{"2026-12-25": []}')).toBeNull();
    expect(parseHoursExceptions([['2026-12-25', []]])).toBeNull();
    expect(parseHoursExceptions({})).toBeNull();
    expect(parseHoursExceptions({ tomorrow: [] })).toBeNull();
  });

  it('sends them back in the server’s form, in date order', () => {
    expect(
      wireExceptions({
        '2026-12-31': [{ open: 1080, close: 120 }],
        '2026-12-25': [],
      }),
    ).toEqual({ '2026-12-25': [], '2026-12-31': [['18:00', '02:00']] });
    expect(wireExceptions(null)).toBeNull();
  });
});
