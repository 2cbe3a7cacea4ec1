// @vitest-environment node
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { datedDays, type ExportDay } from '../../../../src/features/trip/model/exportDay';
import { gpxForTrip } from '../../../../src/features/trip/planner/exports/gpx';
import { icsForTrip } from '../../../../src/features/trip/planner/exports/ics';
import { setLocale } from '../../../../src/lib/i18n/runtime';
import { guideWith } from '../../guide/helpers';

/**
 * The trip's files as the apps that import them read them: the calendar parsed back by a real
 * iCalendar parser (Mozilla's ical.js), the map file validated against the GPX 1.1 schema.
 */

const GPX_SCHEMA = readFileSync(new URL('../../../fixtures/gpx-1.1.xsd', import.meta.url), 'utf8');

const NOW = new Date('2026-11-25T18:00:00Z');

const JERK = guideWith(11, {
  name: 'Three Dives Jerk Centre',
  category: 'Food & Drink',
  location: 'West End Road',
  latitude: 18.2597,
  longitude: -78.3652,
  phone: '+1 876 782 9103',
  website: 'https://threedives.example',
});
const CAFE = guideWith(12, {
  name: 'Café Cliff',
  category: 'Food & Drink',
  location: 'Lighthouse Road',
  latitude: 18.2516,
  longitude: -78.3648,
});
// Everything the two formats must escape, in one place that has no coordinates.
const HOSTILE = guideWith(13, {
  name: 'Rick’s, "Bar"; back\\slash\nnew line & <b>bold</b>',
  category: 'Bars & Nightlife',
  location: 'Norman Manley Blvd; Negril, Westmoreland',
});
const COVE = guideWith(14, { name: 'Mystery Cove', location: 'Somewhere north' });
// A location long enough to need folding, with characters of two and three octets.
const LONG = guideWith(15, {
  name: 'Long Bay',
  category: 'Beach Destinations',
  location: `${'Très longue plage de sable blanc, ’ '.repeat(6)}end`,
  latitude: 18.33,
  longitude: -78.33,
});

const DAYS: ExportDay[] = [
  {
    name: '',
    date: null,
    stops: [
      { place: JERK, time: null },
      { place: HOSTILE, time: null },
      { place: CAFE, time: 9 * 60 + 30 },
    ],
  },
  { name: 'Beach day', date: null, stops: [{ place: LONG, time: 23 * 60 + 30 }] },
  { name: '', date: null, stops: [] },
  { name: '', date: null, stops: [{ place: COVE, time: null }] },
];

const octets = (line: string) => new TextEncoder().encode(line).length;

function calendar(days: ExportDay[] = datedDays(DAYS, '2026-12-31')) {
  const text = icsForTrip(days, { now: NOW, name: 'My trip in Negril' });
  const root = ICAL.Component.fromString(text);
  const zone = root.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const events = root.getAllSubcomponents('vevent').map((vevent) => ({
    vevent,
    event: new ICAL.Event(vevent),
  }));
  return { text, root, events };
}

describe('the calendar file (.ics)', () => {
  it('is an iCalendar a parser reads: its header, Negril’s zone, CRLF lines of at most 75 octets', () => {
    const { text, root } = calendar();
    expect(root.name).toBe('vcalendar');
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('prodid')).toBe('-//Negril Life//Trip planner//EN');
    expect(root.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');

    const zone = root.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('America/Jamaica');
    const standard = zone?.getFirstSubcomponent('standard');
    expect(String(standard?.getFirstPropertyValue('tzoffsetto'))).toBe('-05:00');
    expect(zone?.getFirstSubcomponent('daylight')).toBeNull();

    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
    expect(Math.max(...lines.map(octets))).toBeLessThanOrEqual(75);
  });

  it('has an all-day event per day listing its untimed places, and an hour’s event per timed place', () => {
    const { events } = calendar();
    const summaries = events.map(({ event }) => event.summary);
    // Day 1 (31 December), its timed stop, day 2 (1 January: the year turns) timed only, day 4
    // (3 January); day 3 has no places.
    expect(summaries).toEqual([
      'Negril trip: Day 1',
      'Café Cliff',
      'Long Bay',
      'Negril trip: Day 4',
    ]);

    const [day1, cafe, long, day4] = events;
    expect(day1?.event.startDate.isDate).toBe(true);
    expect(day1?.event.startDate.toString()).toBe('2026-12-31');
    expect(day1?.event.endDate.toString()).toBe('2027-01-01');
    expect(day1?.event.description).toBe(
      [
        '1. Three Dives Jerk Centre – West End Road',
        '2. Rick’s, "Bar"; back\\slash\nnew line & <b>bold</b> – Norman Manley Blvd; Negril, Westmoreland',
      ].join('\n'),
    );
    expect(day4?.event.startDate.toString()).toBe('2027-01-03');
    expect(day4?.event.description).toBe('1. Mystery Cove – Somewhere north');

    // A timed place: in Negril's zone (09:30 there is 14:30 UTC), an hour long, with its address,
    // coordinates, site and where it falls in the day.
    const start = cafe?.vevent.getFirstProperty('dtstart');
    expect(start?.getParameter('tzid')).toBe('America/Jamaica');
    expect(cafe?.event.startDate.toString()).toBe('2026-12-31T09:30:00');
    expect(cafe?.event.startDate.toJSDate().toISOString()).toBe('2026-12-31T14:30:00.000Z');
    expect(cafe?.event.endDate.toJSDate().toISOString()).toBe('2026-12-31T15:30:00.000Z');
    expect(cafe?.event.location).toBe('Lighthouse Road');
    expect(cafe?.vevent.getFirstPropertyValue('geo')).toEqual([18.2516, -78.3648]);
    expect(cafe?.event.description).toBe('Day 1, stop 3 of 3\nFood & Drink');

    // 23:30 on day 2 ends after midnight, on the next day.
    expect(long?.event.startDate.toString()).toBe('2027-01-01T23:30:00');
    expect(long?.event.endDate.toJSDate().toISOString()).toBe('2027-01-02T05:30:00.000Z');
    expect(long?.event.description).toBe('Beach day, stop 1 of 1\nBeach Destinations');
  });

  it('gives each event its own UID and the moment it was made (DTSTAMP, UTC)', () => {
    const { events } = calendar();
    const uids = events.map(({ event }) => event.uid);
    expect(new Set(uids).size).toBe(events.length);
    for (const { vevent } of events) {
      expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-25T18:00:00Z');
    }
    // The same trip made again keeps its UIDs: a calendar updates its events instead of doubling them.
    expect(calendar().events.map(({ event }) => event.uid)).toEqual(uids);
  });

  it('keeps a timed place’s UID when its day is reordered: importing again updates it', () => {
    const inOrder: ExportDay[] = [
      {
        name: '',
        date: '2026-12-01',
        stops: [
          { place: HOSTILE, time: 600 },
          { place: LONG, time: 720 },
        ],
      },
    ];
    const reordered: ExportDay[] = [
      {
        name: '',
        date: '2026-12-01',
        stops: [
          { place: LONG, time: 600 },
          { place: HOSTILE, time: 720 },
        ],
      },
    ];
    const uids = (days: ExportDay[]) =>
      Object.fromEntries(calendar(days).events.map(({ event }) => [event.summary, event.uid]));
    expect(uids(reordered)).toEqual(uids(inOrder));
  });

  it('escapes commas, semicolons, backslashes and line breaks, and folds a long line', () => {
    const hostile: ExportDay[] = [
      { name: '', date: '2026-12-01', stops: [{ place: HOSTILE, time: 600 }] },
      { name: '', date: '2026-12-02', stops: [{ place: LONG, time: 600 }] },
    ];
    const { text, events } = calendar(hostile);
    expect(text).toContain('SUMMARY:Rick’s\\, "Bar"\\; back\\\\slash\\nnew line & <b>bold</b>\r\n');
    const [bar, beach] = events;
    expect(bar?.event.summary).toBe(HOSTILE.name);
    expect(bar?.event.location).toBe(HOSTILE.location);

    // The long location is cut into lines of 75 octets and more; the parser joins them again.
    const folded = text.split('\r\n').findIndex((line) => line.startsWith('LOCATION:Très'));
    expect(text.split('\r\n')[folded + 1]?.startsWith(' ')).toBe(true);
    expect(beach?.event.location).toBe(LONG.location);
  });

  it('lists a place whose time is no time of the day (a corrupted trip) with the untimed ones', () => {
    const { events } = calendar([
      {
        name: '',
        date: '2026-12-01',
        stops: [
          { place: JERK, time: 1440 },
          { place: CAFE, time: -30 },
          { place: COVE, time: 90.5 },
        ],
      },
    ]);
    expect(events.map(({ event }) => event.summary)).toEqual(['Negril trip: Day 1']);
    expect(events[0]?.event.description).toBe(
      '1. Three Dives Jerk Centre – West End Road\n2. Café Cliff – Lighthouse Road\n3. Mystery Cove – Somewhere north',
    );
  });

  it('leaves out days without a date, and says the days in the page’s language', () => {
    setLocale('es');
    const undated = calendar(DAYS).events;
    expect(undated).toEqual([]);

    const { events } = calendar(datedDays(DAYS, '2026-12-01'));
    expect(events[0]?.event.summary).toBe('Viaje a Negril: Día 1');
    expect(events[1]?.event.description).toBe('Día 1, parada 3 de 3\nComida y bebida');
  });
});

async function validGpx(text: string) {
  const result = await validateXML({
    xml: { fileName: 'trip.gpx', contents: text },
    schema: { fileName: 'gpx.xsd', contents: GPX_SCHEMA },
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
}

describe('the map file (GPX)', () => {
  it('is valid GPX 1.1 with a waypoint per located place, and names those without one', async () => {
    const file = gpxForTrip(datedDays(DAYS, '2026-12-31'), { now: NOW, name: 'My trip in Negril' });
    expect(await validGpx(file.text)).toEqual({ valid: true, errors: [] });
    expect(file.waypoints).toBe(3);
    expect(file.unlocated.map((place) => place.name)).toEqual([HOSTILE.name, 'Mystery Cove']);

    expect(file.text).toContain('xmlns="http://www.topografix.com/GPX/1/1"');
    expect(file.text).toContain(
      '<metadata>\n    <name>My trip in Negril</name>\n    <time>2026-11-25T18:00:00Z</time>',
    );
    expect(file.text).toContain(
      [
        '  <wpt lat="18.2597" lon="-78.3652">',
        '    <name>Three Dives Jerk Centre</name>',
        '    <cmt>West End Road</cmt>',
        '    <desc>Food &amp; Drink · Day 1, stop 1 of 3</desc>',
        '    <link href="https://threedives.example/"/>',
        '    <type>Food &amp; Drink</type>',
        '  </wpt>',
      ].join('\n'),
    );
    expect(file.text).toContain('<wpt lat="18.33" lon="-78.33">');
    // Day 1's two located places make a route in visit order; day 2 has one place, no route.
    expect(file.text).toContain(
      [
        '  <rte>',
        '    <name>Day 1</name>',
        '    <rtept lat="18.2597" lon="-78.3652">',
        '      <name>Three Dives Jerk Centre</name>',
        '    </rtept>',
        '    <rtept lat="18.2516" lon="-78.3648">',
        '      <name>Café Cliff</name>',
        '    </rtept>',
        '  </rte>',
      ].join('\n'),
    );
    expect(file.text.match(/<rte>/g)).toHaveLength(1);
    expect(file.text).toContain('<desc>Beach Destinations · Beach day, stop 1 of 1</desc>');
  });

  it('escapes what XML would read as markup, and stays valid with a hostile name', async () => {
    const located = {
      ...HOSTILE,
      name: `${HOSTILE.name}\u0000 'quoted'`,
      latitude: 18.3,
      longitude: -78.34,
    };
    const file = gpxForTrip(
      [{ name: '<Day & night>', date: null, stops: [{ place: located, time: null }] }],
      {
        now: NOW,
        name: 'Trip "one" & <two>',
      },
    );
    expect(await validGpx(file.text)).toEqual({ valid: true, errors: [] });
    expect(file.text).toContain(
      '<name>Rick’s, &quot;Bar&quot;; back\\slash\nnew line &amp; &lt;b&gt;bold&lt;/b&gt; &apos;quoted&apos;</name>',
    );
    expect(file.text).toContain('<name>Trip &quot;one&quot; &amp; &lt;two&gt;</name>');
    expect(file.text).toContain('&lt;Day &amp; night&gt;, stop 1 of 1');
  });

  it('is no valid GPX when it breaks the schema (the check can fail)', async () => {
    const file = gpxForTrip(DAYS, { now: NOW, name: 'x' });
    const broken = file.text.replace('<wpt lat="18.2597"', '<wpt lat="97"');
    expect((await validGpx(broken)).valid).toBe(false);
  });
});
