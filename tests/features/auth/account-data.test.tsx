import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY } from '../../../src/app/analytics/consent';
import { LANGUAGE_KEY } from '../../../src/app/language/language';
import { CHOICE_KEYS } from '../../../src/features/auth/myData';
import { server } from '../../../src/mocks/node';
import { READER, signedInAuth } from '../../session';
import { renderApp } from '../../utils';
import { recordRequests, requestsTo } from './helpers';

const SERVER_TRIP = {
  days: [{ name: 'Cliffs day', stops: [{ id: 12, time: '18:30' }] }],
  start: '2026-12-28',
  version: 7,
  updated: '2026-11-27T18:00:00Z',
};
const BROWSER_TRIP = { v: 2, start: null, days: [{ name: '', stops: [{ id: 4, time: 750 }] }] };

/** The files the page handed to the browser to download (their Blob), by object URL. */
let files: Blob[] = [];

beforeEach(() => {
  files = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        files.push(blob);
        return `blob:test/${files.length}`;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  // jsdom does not download: the link's click is all the page does.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function signedIn() {
  const auth = signedInAuth(READER);
  localStorage.setItem('user', JSON.stringify(auth.user));
  return renderApp({ route: '/account', preloadedState: { auth } });
}

const tripAnswers = (status: number) =>
  server.use(
    mockHttp.get('/api/v1/trip/', () =>
      status === 200
        ? HttpResponse.json(SERVER_TRIP)
        : HttpResponse.json({ detail: 'Not found.' }, { status }),
    ),
    // An older server has no trips together either.
    ...(status === 404
      ? [
          mockHttp.get('/api/v1/trips/', () =>
            HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
          ),
        ]
      : []),
  );

describe('Download my data', () => {
  it('reads the choices under the app’s own keys', () => {
    expect(CHOICE_KEYS).toEqual({ consent: CONSENT_KEY, language: LANGUAGE_KEY });
  });

  it('gives one JSON file with the profile, both trips and the browser’s choices, and no secret', async () => {
    tripAnswers(200);
    localStorage.setItem('analyticsConsent', 'denied');
    localStorage.setItem('language', 'fr');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('negrilPassword', 'secret-guide-word');
    localStorage.setItem('negrilTripDays', JSON.stringify(BROWSER_TRIP));
    const { user } = signedIn();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await screen.findByText(/Downloaded as negril-my-data-\d{4}-\d{2}-\d{2}\.json\./);
    expect(files).toHaveLength(1);
    const text = await files[0]!.text();
    const data = JSON.parse(text) as Record<string, Record<string, unknown>>;
    expect(data.account?.profile).toEqual({
      id: READER.id,
      email: READER.email,
      username: READER.username,
      first_name: READER.first_name,
      last_name: READER.last_name,
    });
    // Each place named beside its number.
    expect(data.tripOnServer?.trip).toEqual({
      ...SERVER_TRIP,
      days: [
        {
          name: 'Cliffs day',
          stops: [{ id: 12, place: 'Scuba diving the West End walls', time: '18:30' }],
        },
      ],
    });
    // Every trip the account belongs to, with its role, who plans it, and each place by name.
    const together = data.tripsTogether as { about: string; trips: Record<string, unknown>[] };
    expect(together.about).toMatch(/Every trip your account belongs to/);
    expect(together.trips).toHaveLength(1);
    expect(together.trips[0]).toMatchObject({
      name: 'Negril with Cora',
      role: 'companion',
      members: [
        { id: 4, name: 'Cora', role: 'owner' },
        { id: READER.id, name: 'Rita', role: 'companion' },
      ],
      days: [
        {
          name: 'Beach day',
          stops: [
            { id: 2, place: 'Seven Mile Beach', time: '10:00', by: 4 },
            { id: 10, place: 'Booby Cay Island', time: '14:00', by: 4 },
          ],
        },
        { name: '', stops: [{ id: 13, place: 'Negril Lighthouse', time: null, by: 4 }] },
      ],
    });
    expect(text).not.toContain('companion@example.com');
    const browser = data.inThisBrowser as Record<string, Record<string, unknown>>;
    expect(browser.analyticsConsent?.value).toBe('denied');
    expect(browser.language?.value).toBe('fr');
    expect(browser.theme?.value).toBe('dark');
    expect(browser.guideWord?.saved).toBe(true);
    expect(browser.trip?.value).toEqual(BROWSER_TRIP);
    // Each part says what it is.
    for (const part of [data.account, data.tripOnServer, browser.trip, browser.guideWord]) {
      expect(typeof part?.about).toBe('string');
    }
    // Never the tokens, never the guide's word.
    const session = JSON.parse(localStorage.getItem('user')!) as {
      access: string;
      refresh: string;
    };
    expect(text).not.toContain(session.access);
    expect(text).not.toContain(session.refresh);
    expect(text).not.toContain('secret-guide-word');
    expect(text).not.toMatch(/"(access|refresh|password)"/);
  });

  it('says in the file that the server keeps no trip when it answers 404', async () => {
    tripAnswers(404);
    const { user } = signedIn();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await screen.findByText(/Downloaded as/);
    const data = JSON.parse(await files[0]!.text()) as Record<string, Record<string, unknown>>;
    expect(data.tripOnServer).toEqual({
      about: 'The site’s server keeps no trips: your trip is kept in this browser only (below).',
      trip: null,
    });
    expect(data.tripsTogether).toEqual({
      about: 'The site’s server plans no trips together: your trip is the one above.',
      trips: null,
    });
    expect((data.inThisBrowser as Record<string, Record<string, unknown>>).trip?.value).toBeNull();
  });

  it('still gives the file when the guide’s places cannot be had, each place by number only', async () => {
    tripAnswers(200);
    server.use(
      mockHttp.get('/api/negril_guide/', () =>
        HttpResponse.json({ detail: 'Server error.' }, { status: 500 }),
      ),
    );
    const { user } = signedIn();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await screen.findByText(/Downloaded as/);
    const data = JSON.parse(await files[0]!.text()) as {
      tripOnServer: { trip: { days: { stops: unknown[] }[] } };
    };
    expect(data.tripOnServer.trip.days[0]?.stops).toEqual([{ id: 12, place: null, time: '18:30' }]);
  });

  it('says plainly when the server fails or cannot be reached, and tries again', async () => {
    server.use(mockHttp.get('/api/v1/trip/', () => HttpResponse.text('boom', { status: 502 })));
    const { user } = signedIn();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your data could not be downloaded. The server had a problem (error 502). Please try again in a moment.',
    );
    expect(files).toHaveLength(0);

    server.use(mockHttp.get('/api/v1/auth/users/me/', () => HttpResponse.error()));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'We could not reach the server. Check your connection and try again.',
      );
    });
    // The rest of the screen is still there.
    expect(screen.getByText(READER.email)).toBeInTheDocument();

    server.resetHandlers();
    tripAnswers(200);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(/Downloaded as/);
    expect(files).toHaveLength(1);
  });
});

describe('Delete my account', () => {
  const deleteAnswers = (answer: () => Response) =>
    server.use(mockHttp.delete('/api/v1/auth/users/me/', answer));

  async function openDialog() {
    tripAnswers(200);
    localStorage.setItem('negrilTripDays', JSON.stringify(BROWSER_TRIP));
    localStorage.setItem('negrilTripSync', JSON.stringify({ version: 7 }));
    const view = signedIn();
    const opener = await screen.findByRole('button', { name: 'Delete my account' });
    await view.user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    return { ...view, opener, dialog };
  }

  it('opens a labelled dialog that says what goes, takes the focus, and gives it back on Escape', async () => {
    const { user, opener, dialog } = await openDialog();
    expect(dialog).toHaveTextContent(/your name, email and password, and the trip kept with it/);
    expect(within(dialog).getByLabelText('Current password')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('says a wrong password under the field and keeps what was typed', async () => {
    const seen = recordRequests();
    deleteAnswers(() =>
      HttpResponse.json({ current_password: ['Invalid password.'] }, { status: 400 }),
    );
    const { user, dialog } = await openDialog();
    const field = within(dialog).getByLabelText('Current password');
    await user.type(field, 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await within(dialog).findByText('That is not your current password.');
    expect(field).toHaveAccessibleDescription('That is not your current password.');
    expect(field).toHaveValue('not-my-password');
    expect(requestsTo(seen, '/v1/auth/users/me/', 'DELETE')[0]?.body).toEqual({
      current_password: 'not-my-password',
    });
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(localStorage.getItem('negrilTripDays')).not.toBeNull();
  });

  it('deletes, signs out, removes the trip from this browser and says so', async () => {
    const seen = recordRequests();
    deleteAnswers(() => new HttpResponse(null, { status: 204 }));
    const { user, dialog, store } = await openDialog();
    await user.type(within(dialog).getByLabelText('Current password'), READER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Your account is deleted',
    });
    expect(heading.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByText(/the trip kept with it are deleted/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = requestsTo(seen, '/v1/auth/users/me/', 'DELETE')[0];
    expect(sent?.body).toEqual({ current_password: READER.password });
    expect(sent?.authorization).toMatch(/^Bearer /);
    // Signed out, here and (through the stored session) in every other tab.
    expect(store.getState().auth.user).toBeNull();
    await waitFor(() => {
      expect(localStorage.getItem('user')).toBeNull();
    });
    expect(localStorage.getItem('negrilTripDays')).toBeNull();
    expect(localStorage.getItem('negrilTripSync')).toBeNull();
    expect(store.getState().trip.current.days).toEqual([{ name: '', stops: [] }]);
  });

  it('says a server error plainly and keeps everything', async () => {
    deleteAnswers(() => HttpResponse.text('boom', { status: 500 }));
    const { user, dialog } = await openDialog();
    const field = within(dialog).getByLabelText('Current password');
    await user.type(field, READER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account was not deleted. The server had a problem (error 500). Please try again in a moment.',
    );
    expect(field).toHaveValue(READER.password);
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(localStorage.getItem('negrilTripDays')).not.toBeNull();
  });

  it('says when the server cannot be reached, and keeps everything', async () => {
    deleteAnswers(() => HttpResponse.error());
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Current password'), READER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account was not deleted. We could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(localStorage.getItem('negrilTripSync')).not.toBeNull();
  });
});
