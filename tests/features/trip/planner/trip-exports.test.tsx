import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TripExports, type ExportDay } from '../../../../src/features/trip/planner/TripExports';
import { setLocale } from '../../../../src/lib/i18n/runtime';
import { guideWith } from '../../guide/helpers';

/**
 * The trip leaving the site, as a visitor does it: a first day chosen, then "Add to calendar",
 * "Download map file" and "Print". A download is caught where it leaves the page (the file's
 * object address and the link the browser follows), and the file read back.
 */

const week = (open: number, close: number) => ({
  mon: [{ open, close }],
  tue: [{ open, close }],
  wed: [{ open, close }],
  thu: [{ open, close }],
  fri: [{ open, close }],
  sat: [],
  sun: [{ open, close }],
});

const JERK = guideWith(11, {
  name: 'Three Dives Jerk Centre',
  category: 'Food & Drink',
  location: 'West End Road',
  latitude: 18.2597,
  longitude: -78.3652,
  phone: '+1 876 782 9103',
  opening_hours: week(12 * 60, 23 * 60),
});
const CAFE = guideWith(12, {
  name: 'Café Cliff',
  category: 'Food & Drink',
  location: 'Lighthouse Road',
  latitude: 18.2516,
  longitude: -78.3648,
  opening_hours: week(7 * 60, 11 * 60),
});
const COVE = guideWith(14, { name: 'Mystery Cove', location: 'Somewhere north' });
const ROCK = guideWith(15, { name: 'Pirate Rock' });

const DAYS: ExportDay[] = [
  {
    name: '',
    date: null,
    stops: [
      { place: JERK, time: null },
      { place: CAFE, time: 9 * 60 },
    ],
  },
  { name: 'Lazy day', date: null, stops: [] },
  {
    name: 'Wild side',
    date: null,
    stops: [
      { place: COVE, time: null },
      { place: ROCK, time: null },
    ],
  },
];

/** My trip as it holds the first day: the component's date goes back into it. */
function Trip({ days = DAYS, initial = null }: { days?: ExportDay[]; initial?: string | null }) {
  const [start, setStart] = useState<string | null>(initial);
  return <TripExports days={days} start={start} onStartChange={setStart} />;
}

interface Download {
  fileName: string;
  href: string;
  blob: Blob;
}

let downloads: Download[];
let blobs: Map<string, Blob>;
let revoked: string[];

/** Catches the temporary link's click, as the browser would take it, without leaving the page. */
function followLink(event: MouseEvent) {
  const link = event.target;
  if (!(link instanceof HTMLAnchorElement) || !link.download) return;
  event.preventDefault();
  const blob = blobs.get(link.href);
  if (!blob) throw new Error(`no file at ${link.href}`);
  downloads.push({ fileName: link.download, href: link.href, blob });
}

beforeEach(() => {
  downloads = [];
  blobs = new Map();
  revoked = [];
  let count = 0;
  // The browser's edge: jsdom has no object addresses.
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn((blob: Blob) => {
      count += 1;
      const url = `blob:http://localhost/${count}`;
      blobs.set(url, blob);
      return url;
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: (url: string) => {
      revoked.push(url);
      blobs.delete(url);
    },
  });
  document.addEventListener('click', followLink);
});

afterEach(() => {
  document.removeEventListener('click', followLink);
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const status = () => screen.getByRole('status');

describe('Add to calendar', () => {
  it('asks for the first day of the trip, then downloads the days as an .ics', async () => {
    const user = userEvent.setup();
    render(<Trip />);
    const first = screen.getByLabelText('First day of the trip');
    expect(first).toHaveValue('');
    expect(first).toHaveAccessibleDescription(
      'The calendar needs it: day 1 falls on this date, day 2 on the next, and so on.',
    );

    // No date yet: said plainly, and the date field takes the focus.
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(status()).toHaveTextContent(
      'Choose the first day of the trip first: the calendar needs its dates.',
    );
    expect(first).toHaveFocus();
    expect(first).toBeInvalid();
    expect(downloads).toEqual([]);

    await user.type(first, '2026-12-31');
    expect(first).toHaveValue('2026-12-31');
    expect(first).toBeValid();
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));

    expect(status()).toHaveTextContent('Calendar file ready: 2 days, 4 stops.');
    expect(downloads).toHaveLength(1);
    const [file] = downloads;
    expect(file?.fileName).toBe('negril-trip.ics');
    expect(file?.blob.type).toBe('text/calendar;charset=utf-8');

    const calendar = ICAL.Component.fromString((await file?.blob.text()) ?? '');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(
      events.map((event) => [event.summary, event.startDate.toString(), event.location]),
    ).toEqual([
      ['Negril trip: Day 1', '2026-12-31', null],
      ['Café Cliff', '2026-12-31T09:00:00', 'Lighthouse Road'],
      // The third day is 2 January: day 2, empty, is still a day.
      ['Negril trip: Wild side', '2027-01-02', null],
    ]);
    expect(events[0]?.description).toBe('1. Three Dives Jerk Centre – West End Road');
    expect(events[2]?.description).toBe('1. Mystery Cove – Somewhere north\n2. Pirate Rock');

    // The file's address is let go once the browser has it.
    await waitFor(() => {
      expect(revoked).toEqual([file?.href]);
    });
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('says so when the browser cannot save a file', async () => {
    const user = userEvent.setup();
    Reflect.deleteProperty(URL, 'createObjectURL');
    render(<Trip initial="2026-12-01" />);
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(status()).toHaveTextContent(
      'Your browser could not save the file. Try again, or try another browser.',
    );

    // A browser that refuses the file (storage full, a policy) says the same.
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: () => {
        throw new DOMException('refused', 'SecurityError');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Download map file' }));
    expect(status()).toHaveTextContent('Your browser could not save the file.');
    expect(downloads).toEqual([]);
  });

  it('has nothing to add while the trip has no places', async () => {
    const user = userEvent.setup();
    render(<Trip days={[{ name: '', date: null, stops: [] }]} initial="2026-12-01" />);
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(status()).toHaveTextContent('Your trip has no places yet.');
    await user.click(screen.getByRole('button', { name: 'Download map file' }));
    expect(status()).toHaveTextContent('Your trip has no places yet.');
    expect(downloads).toEqual([]);
  });
});

describe('Download map file', () => {
  it('downloads a GPX of the located places and names those left out, with no date needed', async () => {
    const user = userEvent.setup();
    render(<Trip />);
    await user.click(screen.getByRole('button', { name: 'Download map file' }));

    expect(status()).toHaveTextContent(
      'Map file ready: 2 places. 2 places have no location and are not in the map file: Mystery Cove and Pirate Rock.',
    );
    const [file] = downloads;
    expect(file?.fileName).toBe('negril-trip.gpx');
    expect(file?.blob.type).toBe('application/gpx+xml');
    const gpx = new DOMParser().parseFromString((await file?.blob.text()) ?? '', 'application/xml');
    expect(gpx.documentElement.namespaceURI).toBe('http://www.topografix.com/GPX/1/1');
    const points = [...gpx.getElementsByTagName('wpt')].map((point) => [
      point.getAttribute('lat'),
      point.getAttribute('lon'),
      point.getElementsByTagName('name')[0]?.textContent,
      point.getElementsByTagName('desc')[0]?.textContent,
    ]);
    expect(points).toEqual([
      ['18.2597', '-78.3652', 'Three Dives Jerk Centre', 'Food & Drink · Day 1, stop 1 of 2'],
      ['18.2516', '-78.3648', 'Café Cliff', 'Food & Drink · Day 1, stop 2 of 2'],
    ]);
  });

  it('makes no file when no place has a location', async () => {
    const user = userEvent.setup();
    render(<Trip days={[{ name: '', date: null, stops: [{ place: COVE, time: null }] }]} />);
    await user.click(screen.getByRole('button', { name: 'Download map file' }));
    expect(status()).toHaveTextContent(
      'None of the trip’s places has a location: there is no map file to make. 1 place has no location and is not in the map file: Mystery Cove.',
    );
    expect(downloads).toEqual([]);
  });
});

describe('Print', () => {
  it('prints the trip alone: its days, numbered places, address, phone and the day’s hours', async () => {
    const user = userEvent.setup();
    // What the browser would print: the body as it is while the print dialog is open.
    const seen: { sheet: HTMLElement | null } = { sheet: null };
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      window.dispatchEvent(new Event('beforeprint'));
      const sheet = document.querySelector('body > .trip-print');
      seen.sheet = sheet instanceof HTMLElement ? (sheet.cloneNode(true) as HTMLElement) : null;
      window.dispatchEvent(new Event('afterprint'));
    });
    // 2026-12-31 is a Thursday: each place shows Thursday's hours.
    render(<Trip initial="2026-12-31" />);
    await user.click(screen.getByRole('button', { name: 'Print' }));

    expect(print).toHaveBeenCalledTimes(1);
    expect(status()).toHaveTextContent('Your trip went to the print dialog.');
    if (!seen.sheet) throw new Error('nothing was printed');
    const sheet = within(seen.sheet);
    expect(sheet.getByText('Negril Life').tagName).toBe('P');
    expect(sheet.getByRole('heading', { level: 1 })).toHaveTextContent('My trip in Negril');
    expect(
      sheet.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Day 1 · Thursday, 31 December 2026', 'Wild side · Saturday, 2 January 2027']);
    const [day1] = sheet.getAllByRole('list');
    const stops = within(day1 as HTMLElement).getAllByRole('listitem');
    expect(stops.map((stop) => stop.textContent)).toEqual([
      '1.Three Dives Jerk CentreFood & DrinkLocation: West End RoadPhone: +1 876 782 9103Opening hours (Negril time): Thursday 12:00–23:00',
      '2.9:00 · Café CliffFood & DrinkLocation: Lighthouse RoadOpening hours (Negril time): Thursday 7:00–11:00',
    ]);
    expect(sheet.getAllByText('Hours not known')).toHaveLength(2);
    // The sheet is there only while printing; nothing of it stays on the page.
    expect(document.querySelector('.trip-print')).toBeNull();
  });

  it('prints a dated day’s own hours: a place’s special date, or the public holiday', () => {
    const closedOnChristmas = guideWith(16, {
      name: 'Lighthouse Bar',
      opening_hours: week(17 * 60, 23 * 60),
      hours_exceptions: { '2026-12-25': [] },
    });
    const christmas: ExportDay[] = [
      {
        name: '',
        date: null,
        stops: [
          { place: closedOnChristmas, time: null },
          { place: JERK, time: null },
        ],
      },
    ];
    render(<Trip days={christmas} initial="2026-12-25" />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    const sheet = document.querySelector<HTMLElement>('body > .trip-print');
    if (!sheet) throw new Error('nothing to print');
    const [bar, jerk] = within(sheet).getAllByRole('listitem');
    // Friday 25 December 2026: the bar's own word for that date, the other place's week with
    // the holiday said.
    expect(bar).toHaveTextContent(
      'Opening hours (Negril time): Friday Closed (Special hours on 25 December)',
    );
    expect(jerk).toHaveTextContent(
      'Opening hours (Negril time): Friday 12:00–23:00 (Christmas Day: hours may differ)',
    );
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
  });

  it('prints the whole week when the trip has no dates, and from the browser’s own menu too', () => {
    render(<Trip />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    const sheet = document.querySelector<HTMLElement>('body > .trip-print');
    if (!sheet) throw new Error('nothing to print');
    expect(
      within(sheet)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Day 1', 'Wild side']);
    const [jerk] = within(sheet).getAllByRole('listitem');
    const week = within(jerk as HTMLElement).getAllByRole('definition');
    expect(week.map((day) => day.textContent)).toEqual([
      '12:00–23:00',
      '12:00–23:00',
      '12:00–23:00',
      '12:00–23:00',
      '12:00–23:00',
      'Closed',
      '12:00–23:00',
    ]);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(document.querySelector('.trip-print')).toBeNull();
  });

  it('says so when the browser cannot print from the page', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'print').mockImplementation(() => {
      throw new Error('printing is blocked');
    });
    render(<Trip />);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(status()).toHaveTextContent(
      'This browser cannot print from the page: use its own Print command.',
    );
    expect(document.querySelector('.trip-print')).toBeNull();

    // A browser (an app's web view) without printing at all.
    const printing = Object.getOwnPropertyDescriptor(window, 'print');
    Object.defineProperty(window, 'print', {
      configurable: true,
      writable: true,
      value: undefined,
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
      expect(status()).toHaveTextContent('Choose the first day of the trip first');
      await user.click(screen.getByRole('button', { name: 'Print' }));
      expect(status()).toHaveTextContent(
        'This browser cannot print from the page: use its own Print command.',
      );
    } finally {
      if (printing) Object.defineProperty(window, 'print', printing);
    }
  });
});

describe('in another language', () => {
  it('speaks Spanish on a Spanish page, its files too', async () => {
    setLocale('es');
    const user = userEvent.setup();
    render(<Trip initial="2026-12-31" />);
    expect(screen.getByRole('group', { name: 'Llévate tu viaje' })).toBeInTheDocument();
    expect(screen.getByLabelText('Primer día del viaje')).toHaveValue('2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Añadir al calendario' }));
    expect(status()).toHaveTextContent('Archivo de calendario listo: 2 días, 4 paradas.');
    const calendar = ICAL.Component.fromString((await downloads[0]?.blob.text()) ?? '');
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('summary')).toBe(
      'Viaje a Negril: Día 1',
    );
    await user.click(screen.getByRole('button', { name: 'Descargar archivo de mapa' }));
    expect(status()).toHaveTextContent(
      'Archivo de mapa listo: 2 lugares. 2 lugares no tienen ubicación y no están en el archivo de mapa: Mystery Cove y Pirate Rock.',
    );
  });
});
