// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { makeStore } from '../../../../src/app/store/store';
import { logout, storedUserChanged } from '../../../../src/features/auth';
import { tripChanged, tripRestored } from '../../../../src/features/trip/store/tripSlice';
import type { Trip } from '../../../../src/features/trip/model/trip';
import { readStoredTrip } from '../../../../src/features/trip/model/tripStore';
import { TripSync } from '../../../../src/features/trip/sync/tripSync';
import { syncView } from '../../../../src/features/trip/sync/tripSyncView';
import { server } from '../../../../src/mocks/node';
import { gate } from '../../../utils';
import { READER, sessionFor } from '../../../session';
import { recordRequests, requestsTo } from '../../auth/helpers';
import { dayIds, storeBrowserTrip, storedTripDays, tripServer, wireTrip } from './trip-server';

/**
 * The trip's sync with the account, driven through a real store as the guide drives it, against
 * a server with trips played by MSW: what the server receives, what the browser keeps, and what
 * My trip would say.
 */

const running: TripSync[] = [];

afterEach(() => {
  for (const sync of running.splice(0)) sync.stop();
});

function signedInStore() {
  localStorage.setItem('user', JSON.stringify(sessionFor(READER.id)));
  return makeStore({ persist: false }).store;
}

/** The guide opens: the stored trip is read, then the sync starts. */
function openGuide(store: ReturnType<typeof signedInStore>) {
  const stored = readStoredTrip();
  if (stored) store.dispatch(tripRestored(stored));
  const sync = new TripSync(store);
  running.push(sync);
  sync.start();
  return sync;
}

const trip = (days: number[][]): Trip => ({
  start: null,
  days: days.map((ids) => ({ name: '', stops: ids.map((id) => ({ id, time: null })) })),
});

const shown = (store: ReturnType<typeof signedInStore>) => dayIds(store.getState().trip.current);

const meta = () => JSON.parse(localStorage.getItem('negrilTripSync') ?? 'null') as unknown;

const status = async (expected: string) => {
  await waitFor(() => {
    expect(syncView.get().status).toBe(expected);
  });
};

describe('the trip’s sync with the account', () => {
  it('merges the browser’s trip into the account’s the first time, and says so once', async () => {
    storeBrowserTrip([[7, 1]]);
    const api = tripServer(wireTrip([[1, 2], [3]], 3));
    const store = signedInStore();
    openGuide(store);

    await status('saved');
    expect(api.puts).toHaveLength(1);
    expect(api.puts[0]?.ifMatch).toBe('"3"');
    expect(dayIds(api.puts[0]!.body)).toEqual([[1, 2, 7], [3]]);
    expect(shown(store)).toEqual([[1, 2, 7], [3]]);
    expect(storedTripDays()).toEqual([[1, 2, 7], [3]]);
    expect(syncView.get().note).toBe('joined');
    expect(meta()).toMatchObject({ v: 1, owner: String(READER.id), version: 4 });
  });

  it('takes the account’s trip as it is when the browser has nothing more, without a PUT', async () => {
    const api = tripServer(wireTrip([[1, 2]], 5));
    const store = signedInStore();
    openGuide(store);
    await status('saved');
    expect(api.puts).toHaveLength(0);
    expect(shown(store)).toEqual([[1, 2]]);
    expect(syncView.get().note).toBeNull();
  });

  it('shows each edit at once and sends the last of quick edits in one PUT, with If-Match', async () => {
    const api = tripServer(wireTrip([[1]], 2));
    const store = signedInStore();
    openGuide(store);
    await status('saved');

    store.dispatch(tripChanged(trip([[1, 2]])));
    store.dispatch(tripChanged(trip([[1, 2, 3]])));
    expect(shown(store)).toEqual([[1, 2, 3]]);
    expect(syncView.get().status).toBe('saving');
    await status('saved');
    expect(api.puts.map((put) => [put.ifMatch, dayIds(put.body)])).toEqual([['"2"', [[1, 2, 3]]]]);
    expect(api.puts[0]?.body.days[0]?.stops[0]).toEqual({ id: 1, time: null });
  });

  it('sends times as HH:MM', async () => {
    const api = tripServer(wireTrip([[1]], 1));
    const store = signedInStore();
    openGuide(store);
    await status('saved');
    store.dispatch(
      tripChanged({
        start: '2026-12-28',
        days: [{ name: 'A', stops: [{ id: 1, time: 18 * 60 + 5 }] }],
      }),
    );
    await status('saved');
    expect(api.puts[0]?.body).toEqual({
      start: '2026-12-28',
      days: [{ name: 'A', stops: [{ id: 1, time: '18:05' }] }],
    });
  });

  it('merges and sends again after a 412, twice in a row', async () => {
    const api = tripServer(wireTrip([[1]], 1));
    const store = signedInStore();
    openGuide(store);
    await status('saved');
    // Another device saves twice while this one sends: each PUT meets a newer version.
    let conflicts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'PUT' || conflicts >= 2) return;
      conflicts += 1;
      const days = dayIds(api.stored);
      days[0]?.push(100 + conflicts);
      api.stored = wireTrip(days, api.stored.version + 1);
    });
    store.dispatch(tripChanged(trip([[1, 5]])));

    await waitFor(() => {
      expect(api.puts).toHaveLength(3);
    });
    await status('saved');
    expect(api.puts.map((put) => put.ifMatch)).toEqual(['"1"', '"2"', '"3"']);
    expect(dayIds(api.stored)).toEqual([[1, 5, 101, 102]]);
    expect(shown(store)).toEqual([[1, 5, 101, 102]]);
    expect(syncView.get().note).toBe('merged');
  });

  it('drops a save when the session ends while it is on its way, and forgets the account’s trip', async () => {
    const api = tripServer(wireTrip([[1]], 1));
    const store = signedInStore();
    openGuide(store);
    await status('saved');
    const held = gate();
    server.use(
      mockHttp.put('/api/v1/trip/', async () => {
        await held.opened;
        return HttpResponse.json({ ...wireTrip([[1, 2]], 2), updated: null });
      }),
    );
    store.dispatch(tripChanged(trip([[1, 2]])));
    await status('saving');
    await new Promise((resolve) => setTimeout(resolve, 800));
    store.dispatch(logout());
    held.open();
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(shown(store)).toEqual([[]]);
    expect(localStorage.getItem('negrilTripDays')).toBeNull();
    expect(localStorage.getItem('negrilTripSync')).toBeNull();
    expect(syncView.get().status).toBe('idle');
    expect(api.gets).toBe(1);
  });

  it('sends again with the refreshed token after a 401 during a save', async () => {
    const api = tripServer(wireTrip([[1]], 1));
    const store = signedInStore();
    const seen = recordRequests();
    openGuide(store);
    await status('saved');
    let refused = false;
    server.use(
      mockHttp.put('/api/v1/trip/', () => {
        if (refused) return undefined;
        refused = true;
        return HttpResponse.json(
          { detail: 'Given token not valid for any token type' },
          { status: 401 },
        );
      }),
    );
    const before = store.getState().auth.token;
    store.dispatch(tripChanged(trip([[1, 2]])));
    await status('saved');

    expect(requestsTo(seen, '/v1/auth/jwt/refresh/')).toHaveLength(1);
    const puts = requestsTo(seen, '/v1/trip/', 'PUT');
    expect(puts.map((put) => put.authorization)).toEqual([
      `Bearer ${before}`,
      `Bearer ${store.getState().auth.token}`,
    ]);
    expect(dayIds(api.stored)).toEqual([[1, 2]]);
  });

  it('keeps an edit made offline, says so, and sends it when the network is back', async () => {
    const api = tripServer(wireTrip([[1]], 1));
    const store = signedInStore();
    openGuide(store);
    await status('saved');
    server.use(mockHttp.put('/api/v1/trip/', () => HttpResponse.error(), { once: true }));
    store.dispatch(tripChanged(trip([[1, 4]])));
    await status('offline');
    expect(shown(store)).toEqual([[1, 4]]);
    expect(storedTripDays()).toEqual([[1, 4]]);

    window.dispatchEvent(new Event('online'));
    await status('saved');
    expect(dayIds(api.stored)).toEqual([[1, 4]]);
  });

  it('sends nothing while the browser is offline, so an expired session is not ended by a refresh that cannot reach the server', async () => {
    const api = tripServer(wireTrip([[1]], 1));
    const store = signedInStore();
    const seen = recordRequests();
    openGuide(store);
    await status('saved');
    // Offline, with an access token that has expired meanwhile: every request fails as offline.
    let offline = true;
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
    onTestFinished(() => {
      delete (navigator as { onLine?: boolean }).onLine;
      if (onLine) Object.defineProperty(Navigator.prototype, 'onLine', onLine);
    });
    server.use(mockHttp.all('*', () => (offline ? HttpResponse.error() : undefined)));
    const expired = sessionFor(READER.id, 5);
    localStorage.setItem('user', JSON.stringify(expired));
    store.dispatch(storedUserChanged(expired));
    const asked = seen.length;

    store.dispatch(tripChanged(trip([[1, 4]])));
    await status('offline');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(seen.slice(asked)).toEqual([]);
    expect(store.getState().auth.user).toEqual(expired);
    expect(shown(store)).toEqual([[1, 4]]);
    expect(storedTripDays()).toEqual([[1, 4]]);
    expect(syncView.get().status).toBe('offline');

    offline = false;
    window.dispatchEvent(new Event('online'));
    await status('saved');
    expect(requestsTo(seen, '/v1/auth/jwt/refresh/')).toHaveLength(1);
    expect(dayIds(api.stored)).toEqual([[1, 4]]);
  });

  it('keeps the trip in this browser when the server has no trips, and asks no more this session', async () => {
    storeBrowserTrip([[1, 2]]);
    server.use(
      mockHttp.get('/api/v1/trip/', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    const seen = recordRequests();
    const store = signedInStore();
    openGuide(store);
    await status('local');
    store.dispatch(tripChanged(trip([[1, 2, 3]])));
    openGuide(store);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(requestsTo(seen, '/v1/trip/', 'GET')).toHaveLength(1);
    expect(requestsTo(seen, '/v1/trip/', 'PUT')).toHaveLength(0);
    expect(syncView.get().status).toBe('local');

    // A browser-only trip stays when the session ends.
    store.dispatch(logout());
    expect(storedTripDays()).toEqual([[1, 2, 3]]);
    expect(localStorage.getItem('negrilTripSync')).toBeNull();
  });

  it('says so when the answer cannot be read, and keeps the trip here', async () => {
    storeBrowserTrip([[1, 2]]);
    server.use(
      mockHttp.get('/api/v1/trip/', () => HttpResponse.json({ days: 'none', version: 'x' })),
    );
    const store = signedInStore();
    openGuide(store);
    await status('malformed');
    expect(shown(store)).toEqual([[1, 2]]);
    expect(storedTripDays()).toEqual([[1, 2]]);
  });

  it('says so when the server refuses the trip (400), and keeps it here', async () => {
    tripServer(wireTrip([[1]], 1));
    const store = signedInStore();
    openGuide(store);
    await status('saved');
    server.use(
      mockHttp.put('/api/v1/trip/', () =>
        HttpResponse.json({ days: ['At most 30 days.'] }, { status: 400 }),
      ),
    );
    store.dispatch(tripChanged(trip([[1, 9]])));
    await status('refused');
    expect(shown(store)).toEqual([[1, 9]]);
  });

  it('waits as long as a 429 asks, then sends', async () => {
    const api = tripServer(wireTrip([[1]], 1));
    const store = signedInStore();
    openGuide(store);
    await status('saved');
    server.use(
      mockHttp.put(
        '/api/v1/trip/',
        () =>
          HttpResponse.json(
            { detail: 'Request was throttled.' },
            { status: 429, headers: { 'Retry-After': '1' } },
          ),
        { once: true },
      ),
    );
    store.dispatch(tripChanged(trip([[1, 6]])));
    await status('retrying');
    await status('saved');
    expect(dayIds(api.stored)).toEqual([[1, 6]]);
  });

  it('takes in another device’s change when the page comes back into view', async () => {
    const api = tripServer(wireTrip([[1]], 1));
    const store = signedInStore();
    openGuide(store);
    await status('saved');
    api.stored = wireTrip([[1, 8]], 2);
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => {
      expect(shown(store)).toEqual([[1, 8]]);
    });
    expect(storedTripDays()).toEqual([[1, 8]]);
    expect(api.puts).toHaveLength(0);
  });

  it('reads a corrupted record as none: the first sync again, nothing lost', async () => {
    storeBrowserTrip([[4]]);
    localStorage.setItem('negrilTripSync', '{"v":1,"owner":');
    const api = tripServer(wireTrip([[1]], 1));
    const store = signedInStore();
    openGuide(store);
    await status('saved');
    expect(dayIds(api.stored)).toEqual([[1, 4]]);
    expect(meta()).toMatchObject({ version: 2 });
  });

  it('does not send again an edit another tab made and sent', async () => {
    // Two tabs take turns through the Web Locks API, as browsers have it (jsdom does not).
    const turns = new Map<string, Promise<unknown>>();
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: (name: string, task: () => Promise<unknown>) => {
          const run = (turns.get(name) ?? Promise.resolve()).then(task);
          turns.set(
            name,
            run.catch(() => undefined),
          );
          return run;
        },
      },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'locks');
    });
    const api = tripServer(wireTrip([[1]], 1));
    const here = signedInStore();
    openGuide(here);
    await status('saved');
    const other = makeStore({ persist: false }).store;
    openGuide(other);
    await waitFor(() => {
      expect(api.gets).toBe(2);
    });

    here.dispatch(tripChanged(trip([[1, 2]])));
    // The other tab follows the stored trip (the storage event), as useStoredTrip does.
    const stored = readStoredTrip();
    if (stored) other.dispatch(tripRestored(stored));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.puts).toHaveLength(1);
    expect(dayIds(api.stored)).toEqual([[1, 2]]);
  });

  it('forgets the account’s trip in this tab when another tab signs out', async () => {
    tripServer(wireTrip([[1, 2]], 1));
    const store = signedInStore();
    openGuide(store);
    await status('saved');
    store.dispatch(storedUserChanged(null));
    expect(shown(store)).toEqual([[]]);
    expect(localStorage.getItem('negrilTripDays')).toBeNull();
    expect(localStorage.getItem('negrilTripSync')).toBeNull();
  });
});
