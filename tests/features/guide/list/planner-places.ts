import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import { server } from '../../../../src/mocks/node';

/**
 * The planner's tests (planner.test.tsx, planner-trip.test.tsx) answer the server's list here
 * (MSW) so that each test knows its places, on a Wednesday afternoon in Negril.
 */

const week = (spans: [string, string][]) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, spans]));

/** The guide's places as the server answers them, with hours, prices and ways to get there. */
export const PLACES = [
  {
    id: 11,
    name: 'Three Dives Jerk Centre',
    category: 'Food & Drink',
    sub_category: 'Jerk',
    description: 'Jerk chicken and lobster on the cliffs.',
    website: '',
    location: 'West End Road',
    image: null,
    latitude: 18.2597,
    longitude: -78.3652,
    opening_hours: week([['12:00', '23:00']]),
    price_level: 1,
    phone: '+1 876 782 9103',
    booking_url: '',
  },
  {
    id: 12,
    name: 'Café Cliff',
    category: 'Food & Drink',
    sub_category: 'Coffee',
    description: 'Blue Mountain coffee at sunrise.',
    website: 'https://cafe.example',
    location: 'Lighthouse Road',
    image: null,
    latitude: 18.2516,
    longitude: -78.3648,
    opening_hours: { ...week([['07:00', '11:00']]), sun: [] },
    price_level: 2,
    phone: '',
    booking_url: 'https://book.example/cafe',
  },
  {
    id: 13,
    name: 'Bar Night',
    category: 'Bars & Nightlife',
    sub_category: 'Late bar',
    description: 'Reggae until the small hours.',
    website: '',
    location: 'Norman Manley Boulevard',
    image: null,
    latitude: 18.3,
    longitude: -78.34,
    opening_hours: week([['20:00', '02:00']]),
    price_level: 3,
    phone: '876-555-0199',
    booking_url: 'javascript:alert(1)',
  },
  {
    id: 14,
    name: 'Mystery Cove',
    category: 'Beach Destinations',
    sub_category: '',
    description: 'Ask a fisherman.',
    website: '',
    location: 'Somewhere north',
    image: null,
  },
];

/** Answers the guide's list with these places (PLACES unless told). */
export function answerPlaces(places: unknown[] = PLACES) {
  server.use(mockHttp.get('/api/negril_guide/', () => HttpResponse.json(places)));
}

/** 2026-11-25 (a Wednesday) at 13:00 in Negril (UTC−5), whatever the machine's zone. */
const WEDNESDAY_1PM_IN_NEGRIL = new Date('2026-11-25T18:00:00Z');

/** Registers the hooks: the clock at Wednesday 13:00 in Negril, and the list answered with PLACES. */
export function plannerOnWednesday() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WEDNESDAY_1PM_IN_NEGRIL);
    answerPlaces();
  });

  afterEach(() => {
    vi.useRealTimers();
  });
}
