import { act, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOut } from '../../../../src/features/auth';
import { server } from '../../../../src/mocks/node';
import { guideWith, renderOpenGuide } from '../../guide/helpers';
import {
  dayIds,
  myTrip,
  openMyTripSignedIn,
  storeBrowserTrip,
  storedTripDays,
  syncLine,
  tripServer,
  wireTrip,
} from './trip-server';

/**
 * My trip for a signed-in visitor, through the app: the status line says where the trip stands
 * with the account, and a sign-out leaves an empty trip for whoever comes next.
 */

const PLACES = [
  guideWith(1, { name: "Rick's Café" }),
  guideWith(2, { name: 'Seven Mile Beach' }),
  guideWith(3, { name: 'Mystery Cove' }),
];

beforeEach(() => {
  server.use(mockHttp.get('/api/negril_guide/', () => HttpResponse.json(PLACES)));
});

describe('My trip, signed in', () => {
  it('joins the browser’s places to the account’s trip, says so, and saves each edit', async () => {
    storeBrowserTrip([[1]]);
    const api = tripServer(wireTrip([[2]], 1));
    const { user } = openMyTripSignedIn();
    const region = await myTrip();

    await syncLine(region, 'The places saved in this browser were added to your account’s trip.');
    await syncLine(region, 'Saved to your account.');
    expect(
      within(region).getByRole('heading', { level: 4, name: "Rick's Café" }),
    ).toBeInTheDocument();
    expect(
      within(region).getByRole('heading', { level: 4, name: 'Seven Mile Beach' }),
    ).toBeInTheDocument();
    expect(dayIds(api.stored)).toEqual([[2, 1]]);

    await user.click(within(region).getByRole('button', { name: /Remove Rick's Café/ }));
    await syncLine(region, 'Saving…');
    await syncLine(region, 'Saved to your account.');
    expect(dayIds(api.stored)).toEqual([[2]]);
    expect(api.puts.at(-1)?.ifMatch).toBe('"2"');
  });

  it('says once that the trip is kept in this browser only when the server keeps no trips', async () => {
    storeBrowserTrip([[3]]);
    server.use(
      mockHttp.get('/api/v1/trip/', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    openMyTripSignedIn();
    const region = await myTrip();
    await syncLine(region, 'Kept in this browser only');
    expect(
      within(region).getByRole('heading', { level: 4, name: 'Mystery Cove' }),
    ).toBeInTheDocument();
  });

  it('says in a plain sentence that an answer could not be read, and keeps the trip', async () => {
    storeBrowserTrip([[3]]);
    server.use(mockHttp.get('/api/v1/trip/', () => HttpResponse.text('<html>Bad gateway</html>')));
    openMyTripSignedIn();
    const region = await myTrip();
    await syncLine(region, /could not be read\. Your trip is kept in this browser\./);
    expect(
      within(region).getByRole('heading', { level: 4, name: 'Mystery Cove' }),
    ).toBeInTheDocument();
    expect(storedTripDays()).toEqual([[3]]);
  });

  it('reads a corrupted sync record as none and merges again, losing nothing', async () => {
    storeBrowserTrip([[1]]);
    localStorage.setItem('negrilTripSync', 'not json at all');
    const api = tripServer(wireTrip([[3]], 4));
    openMyTripSignedIn();
    const region = await myTrip();
    await syncLine(region, 'Saved to your account.');
    expect(dayIds(api.stored)).toEqual([[3, 1]]);
    expect(JSON.parse(localStorage.getItem('negrilTripSync') ?? 'null')).toMatchObject({
      version: 5,
    });
  });

  it('leaves an empty trip after signing out', async () => {
    tripServer(wireTrip([[1, 2]], 1));
    const { store } = openMyTripSignedIn();
    const region = await myTrip();
    await syncLine(region, 'Saved to your account.');
    await within(region).findByRole('heading', { level: 4, name: "Rick's Café" });

    // As the account screen's "Sign out" does (or another tab's, or a refresh that failed).
    await act(() => store.dispatch(signOut()));
    await waitFor(() => {
      expect(
        within(region).queryByRole('heading', { level: 4, name: "Rick's Café" }),
      ).not.toBeInTheDocument();
    });
    expect(localStorage.getItem('negrilTripDays')).toBeNull();
    expect(localStorage.getItem('negrilTripSync')).toBeNull();
  });

  it('says nothing of accounts to a visitor who is not signed in, and sends nothing', async () => {
    storeBrowserTrip([[1]]);
    let asked = 0;
    server.use(
      mockHttp.all('/api/v1/trip/', () => {
        asked += 1;
        return HttpResponse.json({});
      }),
    );
    renderOpenGuide({ route: '/negril?view=saved' });
    const region = await myTrip();
    await within(region).findByRole('heading', { level: 4, name: "Rick's Café" });
    // The line that says where the trip is kept is the same for everyone; no sync status shows.
    expect(
      within(region).queryByText(/Saved to your account|Saving|Not saved yet|this browser only/),
    ).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });
});
