import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { http as mockHttp, HttpResponse } from 'msw';
import { server } from '../../../../src/mocks/node';
import { READER, sessionFor } from '../../../session';
import { renderOpenGuide } from '../../guide/helpers';

/** The trip as the server's `/v1/trip/` sends it. */
export interface WireTripBody {
  start: string | null;
  days: { name: string; stops: { id: number; time: string | null }[] }[];
  version: number;
}

export interface SeenPut {
  ifMatch: string | null;
  authorization: string | null;
  body: Omit<WireTripBody, 'version'>;
}

/** A trip body from its days' ids. */
export function wireTrip(days: number[][], version: number, names: string[] = []): WireTripBody {
  return {
    start: null,
    days: days.map((ids, index) => ({
      name: names[index] ?? '',
      stops: ids.map((id) => ({ id, time: null })),
    })),
    version,
  };
}

export const dayIds = (trip: { days: { stops: { id: number }[] }[] }) =>
  trip.days.map((day) => day.stops.map((stop) => stop.id));

/**
 * A server with trips, as the contract says (`GET` and `PUT /v1/trip/`, `If-Match`, 412 with
 * `current`), answering from `stored`, recording what it was sent. A test changes `stored` to
 * play another device's save.
 */
export function tripServer(initial: WireTripBody = wireTrip([[]], 0)) {
  const state = { stored: initial, gets: 0, puts: [] as SeenPut[] };
  server.use(
    mockHttp.get('/api/v1/trip/', () => {
      state.gets += 1;
      return HttpResponse.json({ ...state.stored, updated: null });
    }),
    mockHttp.put('/api/v1/trip/', async ({ request }) => {
      const body = (await request.json()) as SeenPut['body'];
      const ifMatch = request.headers.get('If-Match');
      state.puts.push({ ifMatch, body, authorization: request.headers.get('Authorization') });
      if (ifMatch !== `"${state.stored.version}"`) {
        return HttpResponse.json(
          { detail: 'The trip has changed since.', current: { ...state.stored, updated: null } },
          { status: 412 },
        );
      }
      state.stored = { start: body.start, days: body.days, version: state.stored.version + 1 };
      return HttpResponse.json({ ...state.stored, updated: '2026-11-27T18:00:00Z' });
    }),
  );
  return state;
}

/** The trip this browser keeps (`negrilTripDays`), as days of ids; null when none. */
export function storedTripDays(): number[][] | null {
  const raw = localStorage.getItem('negrilTripDays');
  return raw ? dayIds(JSON.parse(raw) as { days: { stops: { id: number }[] }[] }) : null;
}

/** Keeps a browser trip of these days, as a visitor's earlier visit did. */
export function storeBrowserTrip(days: number[][]): void {
  localStorage.setItem(
    'negrilTripDays',
    JSON.stringify({
      v: 2,
      start: null,
      days: days.map((ids) => ({ name: '', stops: ids.map((id) => ({ id, time: null })) })),
    }),
  );
}

/** The guide on My trip for a signed-in reader: a first visit, or the next one (a reload). */
export function openMyTripSignedIn() {
  localStorage.setItem('user', JSON.stringify(sessionFor(READER.id)));
  return renderOpenGuide({ route: '/negril?view=saved' });
}

/** My trip's region, once the open guide shows it. */
export const myTrip = () => screen.findByRole('region', { name: 'My trip' }, { timeout: 15_000 });

/** Waits until one of a region's status lines (My trip's live regions) says `text`. */
export async function syncLine(region: HTMLElement, text: string | RegExp) {
  await waitFor(
    () => {
      const said = within(region)
        .getAllByRole('status')
        .map((status) => status.textContent);
      expect(
        said.some((words) => (typeof text === 'string' ? words.includes(text) : text.test(words))),
      ).toBe(true);
    },
    { timeout: 10_000 },
  );
}
