// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../src/app/store/store';
import { logout } from '../../../../src/features/auth';
import { tripChanged } from '../../../../src/features/trip/store/tripSlice';
import { switchTrip, syncTarget } from '../../../../src/features/trip/store/together';
import { POLL_MS, TripSync } from '../../../../src/features/trip/sync/tripSync';
import { syncView } from '../../../../src/features/trip/sync/tripSyncView';
import { server } from '../../../../src/mocks/node';
import { COMPANION_STEP_DELAY_MS } from '../../../../src/mocks/server/trips/companion';
import { READER, sessionFor } from '../../../session';
import { gate } from '../../../utils';
import { dayIds } from './trip-server';

/**
 * The sync of a trip planned together (the demo's "Negril with Cora", whose companion the reader
 * is, and whose owner the demo plays): conditional requests every `POLL_MS` while the page is in
 * view, a 304 that changes nothing, the others' changes said once, and a save that goes to the
 * trip's own address and storage.
 */

const running: TripSync[] = [];

afterEach(() => {
  for (const sync of running.splice(0)) sync.stop();
  vi.useRealTimers();
});

/** The reader's store, showing the shared trip (id 1), and its sync started. */
function onSharedTrip() {
  localStorage.setItem('user', JSON.stringify(sessionFor(READER.id)));
  const { store } = makeStore({ persist: false });
  store.dispatch(switchTrip(1));
  const sync = new TripSync(store, syncTarget(store.getState().trip));
  running.push(sync);
  sync.start();
  return store;
}

/** The trip requests the server saw: method and If-None-Match / If-Match. */
function tripRequests() {
  const seen: { method: string; conditional: string | null; status?: number }[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (!new URL(request.url).pathname.endsWith('/v1/trips/1/')) return;
    seen.push({
      method: request.method,
      conditional: request.headers.get('If-None-Match') ?? request.headers.get('If-Match'),
      status: response.status,
    });
  });
  return seen;
}

describe('the sync of a trip planned together', () => {
  it('asks every 30 s while the page is in view, and a 304 costs nothing', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const seen = tripRequests();
    const store = onSharedTrip();
    await vi.waitFor(() => {
      expect(syncView.get().status).toBe('saved');
    });
    expect(dayIds(store.getState().trip.current)).toEqual([[2, 10], [13]]);
    expect(seen).toEqual([{ method: 'GET', conditional: null, status: 200 }]);

    await vi.advanceTimersByTimeAsync(POLL_MS);
    await vi.waitFor(() => {
      expect(seen).toHaveLength(2);
    });
    expect(seen[1]).toEqual({ method: 'GET', conditional: '"2"', status: 304 });

    // Out of view, nothing is asked.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(seen).toHaveLength(2);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('takes in what the other companion did, says it once, and saves an edit to the trip’s own address', async () => {
    const seen = tripRequests();
    const store = onSharedTrip();
    await waitFor(() => {
      expect(syncView.get().status).toBe('saved');
    });
    const now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now + COMPANION_STEP_DELAY_MS + 1_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => {
      expect(syncView.get().news).toEqual([{ kind: 'added', stop: 1, by: 4 }]);
    });
    expect(dayIds(store.getState().trip.current)).toEqual([
      [2, 10],
      [13, 1],
    ]);

    const trip = store.getState().trip.current;
    store.dispatch(
      tripChanged({ ...trip, days: [trip.days[0]!, { ...trip.days[1]!, stops: [] }] }),
    );
    await waitFor(() => {
      expect(seen.at(-1)).toMatchObject({ method: 'PUT', conditional: '"3"', status: 200 });
    });
    expect(localStorage.getItem('negrilTripDays.1')).not.toBeNull();
    expect(localStorage.getItem('negrilTripSync.1')).toContain('"version":4');
    expect(localStorage.getItem('negrilTripDays')).toBeNull();
  });

  it('leaves nothing of it on the device at sign-out', async () => {
    const store = onSharedTrip();
    await waitFor(() => {
      expect(localStorage.getItem('negrilTripSync.1')).not.toBeNull();
    });
    expect(localStorage.getItem('negrilTripDays.1')).not.toBeNull();
    expect(localStorage.getItem('negrilTripActive')).toBe('1');
    store.dispatch(logout());
    await waitFor(() => {
      expect(store.getState().trip.shared).toBeNull();
    });
    for (const key of ['negrilTripDays.1', 'negrilTripSync.1', 'negrilTripActive']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(dayIds(store.getState().trip.current)).toEqual([[]]);
  });

  it('lets an answer for a trip no longer shown change nothing of the trip shown', async () => {
    const slow = gate();
    server.use(
      mockHttp.get('/api/v1/trips/1/', async () => {
        await slow.opened;
        return HttpResponse.json({
          id: 1,
          name: 'Negril with Cora',
          role: 'companion',
          members: [],
          days: [{ name: '', stops: [{ id: 99, time: null, by: 4 }] }],
          start: null,
          version: 9,
          updated: '2026-12-06T10:00:00Z',
        });
      }),
    );
    const store = onSharedTrip();
    // Switched to the account's own trip (a leave, a join) before the answer lands.
    store.dispatch(switchTrip(null));
    const own = { start: null, days: [{ name: '', stops: [{ id: 5, time: null }] }] };
    store.dispatch(tripChanged(own));
    slow.open();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dayIds(store.getState().trip.current)).toEqual([[5]]);
    expect(localStorage.getItem('negrilTripDays.1') ?? '').not.toContain('"id":5');
    expect(syncView.get().status).not.toBe('saving');
  });
});
