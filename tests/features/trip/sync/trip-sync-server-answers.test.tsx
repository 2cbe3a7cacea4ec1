import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { syncView, type SyncStatus } from '../../../../src/features/trip/sync/tripSyncView';
import { server } from '../../../../src/mocks/node';
import { cardOf, guideWith, type renderOpenGuide } from '../../guide/helpers';
import {
  dayIds,
  myTrip,
  openMyTripSignedIn,
  storeBrowserTrip,
  storedTripDays,
  tripServer,
  wireTrip,
} from './trip-server';

/**
 * My trip, signed in, through the app, as the server's answers make the sync decide: a first
 * sync that joins this browser's places to the account's trip (said once, not on the next
 * visit), an older server without trips (a 404), and a server that fails one save (a 500).
 */

const PLACES = [
  guideWith(1, { name: "Rick's Café" }),
  guideWith(2, { name: 'Seven Mile Beach' }),
  guideWith(3, { name: 'Mystery Cove' }),
  guideWith(4, { name: 'Bloody Bay' }),
];

const SAVED = 'Saved to your account.';
const JOINED = 'The places saved in this browser were added to your account’s trip.';
const LOCAL = 'Kept in this browser only: this site does not keep trips with accounts.';
const BUSY = 'Not saved yet: the server is busy.';

/** Django's own 404 and 500 pages: HTML, as a server without the route, or a failing one, sends. */
const DJANGO_404 = '<h1>Not Found</h1><p>The requested resource was not found on this server.</p>';
const DJANGO_500 = '<h1>Server Error (500)</h1>';

beforeEach(() => {
  server.use(mockHttp.get('/api/negril_guide/', () => HttpResponse.json(PLACES)));
});

const stopNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);

/** Every status My trip's sync went through from now on, in order. */
function statusesSeen(): SyncStatus[] {
  const seen: SyncStatus[] = [];
  syncView.subscribe(() => {
    const { status } = syncView.get();
    if (seen.at(-1) !== status) seen.push(status);
  });
  return seen;
}

/** How many times these words are on the page (in My trip's status line or anywhere else). */
const timesSaid = (text: string) => screen.queryAllByText(text, { exact: false }).length;

async function said(region: HTMLElement, text: string) {
  await waitFor(
    () => {
      const lines = within(region)
        .getAllByRole('status')
        .map((line) => line.textContent);
      expect(
        lines.some((words) => words.includes(text)),
        lines.join(' | '),
      ).toBe(true);
    },
    { timeout: 10_000 },
  );
}

/** From My trip: saves a place from the list of all places, and comes back to My trip. */
async function savePlace(user: ReturnType<typeof renderOpenGuide>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: 'All places' }));
  await user.click(within(cardOf(name)).getByRole('button', { name: /^Save / }));
  await user.click(screen.getByRole('button', { name: /^My trip \(\d+\)$/ }));
  const region = await myTrip();
  await within(region).findByRole('heading', { level: 4, name });
  return region;
}

describe('My trip’s sync, as the server answers', () => {
  it('joins a trip made before signing in to the account’s, account’s places first; said once, not on the next visit', async () => {
    storeBrowserTrip([[2, 1]]);
    const api = tripServer(wireTrip([[4]], 1));
    const first = openMyTripSignedIn();
    let region = await myTrip();

    await said(region, SAVED);
    expect(stopNames(region)).toEqual(['Bloody Bay', 'Seven Mile Beach', "Rick's Café"]);
    expect(timesSaid(JOINED)).toBe(1);
    expect(dayIds(api.stored)).toEqual([[4, 2, 1]]);
    expect(api.puts).toHaveLength(1);
    first.unmount();

    // The next visit: the same trip, saved, and nothing more said of joining.
    openMyTripSignedIn();
    region = await myTrip();
    await said(region, SAVED);
    expect(stopNames(region)).toEqual(['Bloody Bay', 'Seven Mile Beach', "Rick's Café"]);
    expect(timesSaid(JOINED)).toBe(0);
    expect(api.puts).toHaveLength(1);
  });

  it('an older server (404): kept in this browser only, said once, never "Saving"; after a reload the edits are there and the server is not asked again', async () => {
    const asked: string[] = [];
    server.use(
      mockHttp.all('/api/v1/trip/', ({ request }) => {
        asked.push(request.method);
        return new HttpResponse(DJANGO_404, {
          status: 404,
          headers: { 'Content-Type': 'text/html' },
        });
      }),
    );
    const statuses = statusesSeen();
    const first = openMyTripSignedIn();
    let region = await myTrip();
    await said(region, LOCAL);

    await savePlace(first.user, 'Seven Mile Beach');
    region = await savePlace(first.user, "Rick's Café");
    expect(timesSaid(LOCAL)).toBe(1);
    expect(statuses).not.toContain('saving');
    expect(storedTripDays()).toEqual([[2, 1]]);
    // Asked when the guide opened (twice under StrictMode, which starts the sync twice in
    // development), and never sent a save.
    expect(new Set(asked)).toEqual(new Set(['GET']));
    const askedBefore = asked.length;
    first.unmount();

    // A reload: the places are still here, the line said once, and the server is not asked again.
    openMyTripSignedIn();
    region = await myTrip();
    await said(region, LOCAL);
    expect(stopNames(region)).toEqual(['Seven Mile Beach', "Rick's Café"]);
    expect(timesSaid(LOCAL)).toBe(1);
    expect(statuses).not.toContain('saving');
    expect(asked).toHaveLength(askedBefore);
  });

  it('a 500 on saving: the edit is kept, said, and arrives when the server answers again', async () => {
    const api = tripServer(wireTrip([[]], 1));
    let failed = 0;
    server.use(
      mockHttp.put('/api/v1/trip/', () => {
        if (failed > 0) return undefined;
        failed += 1;
        return new HttpResponse(DJANGO_500, {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        });
      }),
    );
    const { user } = openMyTripSignedIn();
    let region = await myTrip();
    await said(region, SAVED);

    region = await savePlace(user, 'Seven Mile Beach');
    await said(region, BUSY);
    expect(stopNames(region)).toEqual(['Seven Mile Beach']);
    expect(storedTripDays()).toEqual([[2]]);
    // Sent again a little later (two seconds), with nothing done here.
    await said(region, SAVED);
    expect(failed).toBe(1);
    expect(api.stored.days).toEqual([{ name: '', stops: [{ id: 2, time: null }] }]);
    expect(stopNames(region)).toEqual(['Seven Mile Beach']);
  });

  it('a refused save (400): the edit is kept, and signing out asks before it takes the edit away', async () => {
    const api = tripServer(wireTrip([[1]], 1));
    server.use(
      mockHttp.put('/api/v1/trip/', () =>
        HttpResponse.json({ days: ['At most 300 stops in all.'] }, { status: 400 }),
      ),
    );
    const { user, router, store } = openMyTripSignedIn();
    await said(await myTrip(), SAVED);
    const region = await savePlace(user, 'Seven Mile Beach');
    await said(region, 'Your account did not accept this trip');
    expect(storedTripDays()).toEqual([[1, 2]]);

    await act(() => router.navigate('/account'));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }, { timeout: 15_000 }));
    const ask = await screen.findByRole('dialog', { name: 'Your trip has unsaved changes' });
    expect(ask).toHaveTextContent('Signing out now removes them from this browser for good.');
    await user.click(within(ask).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().auth.user).not.toBeNull();
    expect(storedTripDays()).toEqual([[1, 2]]);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Sign out and lose them',
      }),
    );
    await waitFor(() => {
      expect(store.getState().auth.user).toBeNull();
    });
    await waitFor(() => {
      expect(storedTripDays()).toBeNull();
    });
    expect(dayIds(api.stored)).toEqual([[1]]);
  });
});
