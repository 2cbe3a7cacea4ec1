import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isOpenAt,
  negrilNow,
  openStatus,
  parseOpeningHours,
  placeState,
  weekHours,
} from '../../../../src/features/guide/hours/hours';
import {
  hoursFromTexts,
  textsFromHours,
  wireHours,
} from '../../../../src/features/guide/hours/hoursForm';
import { setLocale } from '../../../../src/lib/i18n/runtime';
import { DAYS, hours, negril, statusText } from './hours-helpers';

/**
 * The hours are told in Negril's time (UTC−5 all year) whatever the visitor's zone. Node
 * re-reads TZ when process.env.TZ is assigned, and vitest runs each file in its own process
 * (the forks pool), so every zone below really is the process's zone: the first test of each
 * block proves it by the local offset of a fixed instant, so a change of pool that stopped
 * this from working would fail here instead of passing in the machine's own zone.
 */
const VISITOR_ZONES = [
  // Auckland is UTC+13 in January: Negril's Monday 01:00 is the visitor's Monday 19:00.
  { zone: 'Pacific/Auckland', offset: -780 },
  // London is UTC+0 in January: Negril's Monday 23:30 is the visitor's Tuesday 04:30.
  { zone: 'Europe/London', offset: 0 },
  { zone: 'America/Los_Angeles', offset: 480 },
];

/** Closed on Thursday and Saturday; Tuesday's evening runs on into Wednesday's 0:00–2:00 span. */
const bar = hours({
  mon: [['09:00', '17:00']],
  tue: [['20:00', '24:00']],
  wed: [
    ['00:00', '02:00'],
    ['17:00', '23:00'],
  ],
  thu: [],
  fri: [['20:00', '02:00']],
  sun: [['11:00', '15:00']],
});

describe.each(VISITOR_ZONES)('opening hours for a visitor in $zone', ({ zone, offset }) => {
  it('runs in that zone', () => {
    vi.stubEnv('TZ', zone);
    expect(new Date(Date.UTC(2025, 0, 6, 6, 0)).getTimezoneOffset()).toBe(offset);
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });

  it('reads the day and time in Negril', () => {
    vi.stubEnv('TZ', zone);
    expect(negrilNow(negril('mon', '01:00'))).toEqual({ weekday: 'mon', minutes: 60 });
    expect(negrilNow(new Date('2025-01-06T04:30:00Z'))).toEqual({ weekday: 'sun', minutes: 1410 });
    // Summer: Negril keeps UTC−5 when the visitor's zone moves its clocks.
    expect(negrilNow(new Date('2025-07-04T16:15:00Z'))).toEqual({ weekday: 'fri', minutes: 675 });
  });

  it('says when an open place closes', () => {
    vi.stubEnv('TZ', zone);
    expect(openStatus(bar, negril('mon', '10:00'))).toEqual({
      open: true,
      text: 'Open now · closes 17:00',
    });
    expect(statusText(bar, negril('mon', '09:00'))).toBe('Open now · closes 17:00');
    expect(statusText(bar, negril('wed', '21:59'))).toBe('Open now · closes 23:00');
    // Within the hour, the minutes left.
    expect(statusText(bar, negril('wed', '22:59'))).toBe('Open now · closes in 1 min');
  });

  it('joins an evening to the next day’s early span, and counts 1:00 to the evening before', () => {
    vi.stubEnv('TZ', zone);
    expect(statusText(bar, negril('tue', '23:30'))).toBe('Open now · closes 2:00');
    expect(statusText(bar, negril('wed', '00:30'))).toBe('Open now · closes 2:00');
    // Friday 20:00–02:00: Saturday has no hours of its own, yet at 1:00 the bar is open.
    expect(statusText(bar, negril('fri', '23:00'))).toBe('Open now · closes 2:00');
    expect(statusText(bar, negril('sat', '00:30'))).toBe('Open now · closes 2:00');
    expect(statusText(bar, negril('sat', '01:00'))).toBe('Open now · closes in 60 min');
    expect(isOpenAt(bar, negril('sat', '01:00'))).toBe(true);
    // Sunday night's span runs on into the next week's Monday.
    const lateSunday = hours({ sun: [['22:00', '03:00']] });
    expect(statusText(lateSunday, negril('mon', '01:00'))).toBe('Open now · closes 3:00');
    expect(statusText(lateSunday, negril('sun', '23:00'))).toBe('Open now · closes 3:00');
  });

  it('says when a closed place opens: later today, tomorrow or on a named day', () => {
    vi.stubEnv('TZ', zone);
    expect(openStatus(bar, negril('mon', '08:00'))).toEqual({
      open: false,
      text: 'Opens at 9:00',
    });
    expect(statusText(bar, negril('mon', '17:00'))).toBe('Closed · opens 20:00 tomorrow');
    expect(statusText(bar, negril('wed', '02:00'))).toBe('Opens at 17:00');
    expect(statusText(bar, negril('wed', '23:30'))).toBe('Closed · opens 20:00 Friday');
    expect(statusText(bar, negril('thu', '12:00'))).toBe('Closed · opens 20:00 tomorrow');
    expect(statusText(bar, negril('sat', '02:00'))).toBe('Closed · opens 11:00 tomorrow');
    expect(statusText(bar, negril('sun', '16:00'))).toBe('Closed · opens 9:00 tomorrow');
    expect(isOpenAt(bar, negril('thu', '12:00'))).toBe(false);

    const mondays = hours({ mon: [['09:00', '17:00']] });
    expect(statusText(mondays, negril('mon', '18:00'))).toBe('Closed · opens 9:00 Monday');
    expect(statusText(mondays, negril('thu', '18:00'))).toBe('Closed · opens 9:00 Monday');
  });

  it('tells a place that never closes, one open all day, and one that never opens', () => {
    vi.stubEnv('TZ', zone);
    const always = hours(
      Object.fromEntries(Object.keys(DAYS).map((day) => [day, [['00:00', '24:00']]])),
    );
    expect(openStatus(always, negril('wed', '03:00'))).toEqual({
      open: true,
      text: 'Open 24 hours',
    });
    // An overnight span every night covers the week as well.
    const nightly = hours(
      Object.fromEntries(Object.keys(DAYS).map((day) => [day, [['06:00', '06:00']]])),
    );
    expect(statusText(nightly, negril('sun', '05:59'))).toBe('Open 24 hours');

    expect(statusText(hours({ mon: [['00:00', '24:00']] }), negril('mon', '10:00'))).toBe(
      'Open now · closes 24:00',
    );
    expect(
      statusText(
        hours({ mon: [['00:00', '24:00']], tue: [['00:00', '24:00']] }),
        negril('mon', '10:00'),
      ),
    ).toBe('Open now · closes 24:00 tomorrow');

    const shut = hours({ mon: [], tue: [] });
    expect(openStatus(shut, negril('mon', '10:00'))).toEqual({ open: false, text: 'Closed' });
    expect(isOpenAt(shut, negril('mon', '10:00'))).toBe(false);
  });

  it('says nothing when the hours are unknown', () => {
    vi.stubEnv('TZ', zone);
    expect(openStatus(null, negril('mon', '10:00'))).toBeNull();
    expect(isOpenAt(null, negril('mon', '10:00'))).toBe(false);
  });

  it('uses the system clock when the caller passes it', () => {
    vi.stubEnv('TZ', zone);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(negril('fri', '23:45'));
      expect(statusText(bar, new Date())).toBe('Open now · closes 2:00');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('reading hours from the server', () => {
  it('treats days left out or empty as closed, sorts spans, and takes 00:00 as a midnight close', () => {
    expect(
      parseOpeningHours({
        mon: [
          ['19:00', '23:00'],
          ['9:00', '17:00'],
        ],
        tue: null,
        wed: [['18:00', '00:00']],
        holiday: 'ignored',
      }),
    ).toEqual({
      mon: [
        { open: 540, close: 1020 },
        { open: 1140, close: 1380 },
      ],
      tue: [],
      wed: [{ open: 1080, close: 1440 }],
      thu: [],
      fri: [],
      sat: [],
      sun: [],
    });
  });

  it('treats absent or malformed hours as unknown', () => {
    expect(parseOpeningHours(null)).toBeNull();
    expect(parseOpeningHours(undefined)).toBeNull();
    expect(parseOpeningHours('{"mon": []}')).toBeNull();
    expect(parseOpeningHours({ mon: [['09:00', '17:00']], fri: [['25:00', '02:00']] })).toBeNull();
    expect(parseOpeningHours({ mon: [{ open: '09:00', close: '17:00' }] })).toBeNull();
    expect(parseOpeningHours({ mon: ['09:00', '17:00'] })).toBeNull();
  });
});

describe('the week for the details', () => {
  it('lists every day from Monday with its spans, or Closed', () => {
    expect(weekHours(bar)).toEqual([
      { day: 'Monday', text: '9:00–17:00' },
      { day: 'Tuesday', text: '20:00–24:00' },
      { day: 'Wednesday', text: '0:00–2:00, 17:00–23:00' },
      { day: 'Thursday', text: 'Closed' },
      { day: 'Friday', text: '20:00–2:00' },
      { day: 'Saturday', text: 'Closed' },
      { day: 'Sunday', text: '11:00–15:00' },
    ]);
    expect(weekHours(hours({ mon: [['00:00', '24:00']] }))[0]).toEqual({
      day: 'Monday',
      text: 'Open 24 hours',
    });
    expect(weekHours(null)).toEqual([]);
  });
});

describe('the hours as the admin types them', () => {
  const blank = { mon: '', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '' };

  it('reads spans with - or –, "closed", and empty days', () => {
    expect(
      hoursFromTexts({
        ...blank,
        mon: '9:00-17:00, 19:00 – 23:00',
        tue: 'Closed',
        fri: '20:00-2:00',
        sat: '0:00-24:00',
      }),
    ).toEqual({
      hours: {
        mon: [
          { open: 540, close: 1020 },
          { open: 1140, close: 1380 },
        ],
        tue: [],
        wed: [],
        thu: [],
        fri: [{ open: 1200, close: 120 }],
        sat: [{ open: 0, close: 1440 }],
        sun: [],
      },
    });
    expect(hoursFromTexts(blank)).toEqual({ hours: null });
    expect(hoursFromTexts({ ...blank, mon: '   ' })).toEqual({ hours: null });
  });

  it('names each day it cannot read', () => {
    const result = hoursFromTexts({
      ...blank,
      mon: '9-5',
      tue: '9:00-17:00,',
      wed: '24:00-02:00',
      thu: '9:00-17:00',
      fri: '9:00 to 17:00',
      sun: '9:00-25:00',
    });
    expect(result).toEqual({
      errors: {
        mon: expect.stringContaining('9:00-17:00') as string,
        tue: expect.any(String) as string,
        wed: expect.any(String) as string,
        fri: expect.any(String) as string,
        sun: expect.any(String) as string,
      },
    });
  });

  it('writes kept hours back as texts that read the same', () => {
    const texts = textsFromHours(bar);
    expect(texts).toEqual({
      mon: '9:00–17:00',
      tue: '20:00–24:00',
      wed: '0:00–2:00, 17:00–23:00',
      thu: 'closed',
      fri: '20:00–2:00',
      sat: 'closed',
      sun: '11:00–15:00',
    });
    expect(hoursFromTexts(texts)).toEqual({ hours: bar });
    expect(textsFromHours(null)).toEqual(blank);
  });

  it('sends the hours in the server’s form', () => {
    expect(wireHours(bar)).toEqual({
      mon: [['09:00', '17:00']],
      tue: [['20:00', '24:00']],
      wed: [
        ['00:00', '02:00'],
        ['17:00', '23:00'],
      ],
      thu: [],
      fri: [['20:00', '02:00']],
      sat: [],
      sun: [['11:00', '15:00']],
    });
    expect(parseOpeningHours(wireHours(bar))).toEqual(bar);
    expect(wireHours(null)).toBeNull();
  });
});

describe('the state a pin shows', () => {
  const state = (now: Date) => placeState({ opening_hours: bar }, now);

  it('is open, closing within the hour, or closed, in Negril time', () => {
    expect(state(negril('mon', '10:00'))).toBe('open');
    expect(state(negril('mon', '15:59'))).toBe('open');
    expect(state(negril('mon', '16:00'))).toBe('closing');
    expect(state(negril('mon', '16:59'))).toBe('closing');
    expect(state(negril('mon', '17:00'))).toBe('closed');
    // Tuesday's evening runs on into Wednesday: not closing at 23:30.
    expect(state(negril('tue', '23:30'))).toBe('open');
    expect(state(negril('wed', '01:30'))).toBe('closing');
  });

  it('is unknown without hours, and open around the clock never closes', () => {
    expect(placeState({ opening_hours: null }, negril('mon', '10:00'))).toBe('unknown');
    const always = hours({
      mon: [['00:00', '24:00']],
      tue: [['00:00', '24:00']],
      wed: [['00:00', '24:00']],
      thu: [['00:00', '24:00']],
      fri: [['00:00', '24:00']],
      sat: [['00:00', '24:00']],
      sun: [['00:00', '24:00']],
    });
    expect(placeState({ opening_hours: always }, negril('sun', '23:30'))).toBe('open');
  });
});

/** The instant of a Negril date and time (UTC−5). */
describe('closing soon and opening later today', () => {
  const shop = hours(
    Object.fromEntries(Object.keys(DAYS).map((day) => [day, [['09:00', '17:00']]])),
  );

  afterEach(() => {
    setLocale('en');
  });

  it('counts the minutes left within the hour, as the pin’s state does', () => {
    expect(openStatus(shop, negril('mon', '15:59'))).toEqual({
      open: true,
      text: 'Open now · closes 17:00',
    });
    expect(statusText(shop, negril('mon', '16:01'))).toBe('Open now · closes in 59 min');
    expect(statusText(shop, negril('mon', '16:35'))).toBe('Open now · closes in 25 min');
    expect(statusText(shop, negril('mon', '16:59'))).toBe('Open now · closes in 1 min');
    for (const clock of ['16:01', '16:35', '16:59']) {
      expect(placeState({ opening_hours: shop }, negril('mon', clock))).toBe('closing');
    }
    expect(placeState({ opening_hours: shop }, negril('mon', '15:59'))).toBe('open');
  });

  it('says "Opens at" when the next opening is later today', () => {
    expect(openStatus(shop, negril('tue', '06:00'))).toEqual({
      open: false,
      text: 'Opens at 9:00',
    });
    expect(statusText(shop, negril('tue', '18:00'))).toBe('Closed · opens 9:00 tomorrow');
  });

  it.each([
    ['es', 'Abierto ahora · cierra en {n} min'],
    ['fr', 'Ouvert maintenant · ferme dans {n} min'],
    ['de', 'Jetzt geöffnet · schließt in {n} Min.'],
  ] as const)('counts 59, 25 and 1 minute(s) in %s', (locale, line) => {
    setLocale(locale);
    expect(statusText(shop, negril('mon', '16:01'))).toBe(line.replace('{n}', '59'));
    expect(statusText(shop, negril('mon', '16:35'))).toBe(line.replace('{n}', '25'));
    expect(statusText(shop, negril('mon', '16:59'))).toBe(line.replace('{n}', '1'));
  });

  it('says both in Spanish, French and German', () => {
    const evening = hours({ mon: [['17:00', '23:00']], tue: [['13:00', '01:00']] });
    setLocale('es');
    expect(statusText(shop, negril('mon', '16:35'))).toBe('Abierto ahora · cierra en 25 min');
    expect(statusText(shop, negril('mon', '16:59'))).toBe('Abierto ahora · cierra en 1 min');
    expect(statusText(evening, negril('mon', '09:00'))).toBe('Abre a las 17:00');
    expect(statusText(evening, negril('tue', '12:00'))).toBe('Abre a las 13:00');
    expect(statusText(hours({ mon: [['01:00', '05:00']] }), negril('mon', '00:30'))).toBe(
      'Abre a la 1:00',
    );
    setLocale('fr');
    expect(statusText(shop, negril('mon', '16:01'))).toBe('Ouvert maintenant · ferme dans 59 min');
    expect(statusText(evening, negril('mon', '09:00'))).toBe('Ouvre à 17:00');
    setLocale('de');
    expect(statusText(shop, negril('mon', '16:35'))).toBe('Jetzt geöffnet · schließt in 25 Min.');
    expect(statusText(evening, negril('mon', '09:00'))).toBe('Öffnet um 17:00');
  });
});
