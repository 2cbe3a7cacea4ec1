import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../src/mocks/node';
import { COMPANION_STEP_DELAY_MS } from '../../../../src/mocks/server/trips/companion';
import { SEED_CREDENTIALS } from '../../../../src/mocks/seed/users';
import { call, signIn } from '../../../mocks/helpers';
import { READER, sessionFor } from '../../../session';
import { GUIDE_WORD, renderOpenGuide } from '../../guide/helpers';
import { renderApp } from '../../../utils';
import { myTrip, openMyTripSignedIn, syncLine } from '../sync/trip-server';

/**
 * Planning together through the app, against the mock server (src/mocks: Rita, the seeded
 * reader, is Cora's companion on "Negril with Cora", and the demo plays Cora): the switch between
 * trips, who added each place, what Cora does arriving, inviting, joining, leaving, being removed,
 * and a server without trips together.
 */

const CORA_TRIP = /Negril with Cora, with Cora/;

afterEach(() => {
  vi.restoreAllMocks();
});

/** Rita on My trip, switched to the trip Cora shares with her. */
async function ritaOnCorasTrip() {
  const view = openMyTripSignedIn();
  const region = await myTrip();
  const choice = await within(region).findByRole('combobox', { name: 'Trip' });
  await view.user.selectOptions(choice, within(choice).getByRole('option', { name: CORA_TRIP }));
  await within(region).findByRole('heading', { level: 4, name: 'Seven Mile Beach' });
  return { ...view, region };
}

/** The page comes back into view (the sync asks the server again). */
function comeBackIntoView() {
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('planning together', () => {
  it('switches to a trip shared by another account, says who added each place, and what they add', async () => {
    const { region } = await ritaOnCorasTrip();
    const stop = (name: string) =>
      within(region).getByRole('heading', { level: 4, name }).closest('li') as HTMLElement;
    expect(within(stop('Seven Mile Beach')).getByText('Added by Cora')).toBeInTheDocument();
    expect(within(stop('Negril Lighthouse')).getByText('Added by Cora')).toBeInTheDocument();
    await syncLine(region, 'Saved to your account.');

    // The demo's Cora adds a place once she has had a moment.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now + COMPANION_STEP_DELAY_MS + 1_000);
    comeBackIntoView();
    await syncLine(region, "Cora added Rick's Cafe.");
    expect(within(stop("Rick's Cafe")).getByText('Added by Cora')).toBeInTheDocument();
    // Stored under the trip's own key: the account's own trip is not touched.
    expect(localStorage.getItem('negrilTripDays.1')).toContain('"by":4');
    expect(localStorage.getItem('negrilTripDays')).toBeNull();
  });

  it('shares, and exports, the trip shown: a link with its places, a calendar of its days', async () => {
    const { region } = await ritaOnCorasTrip();
    const share = within(region).getByRole('button', { name: /Share my trip/ });
    expect(share).toBeInTheDocument();
    // The exports are made from the trip shown (its days), as for one's own.
    expect(within(region).getByRole('button', { name: /\.ics|calendar/i })).toBeInTheDocument();
  });

  it('speaks the page’s language: the switch, Plan together and who added, in Spanish', async () => {
    localStorage.setItem('user', JSON.stringify(sessionFor(READER.id)));
    const { user } = renderOpenGuide({ route: '/es/negril?view=saved' });
    const region = await screen.findByRole('region', { name: 'Mi viaje' }, { timeout: 15_000 });
    const choice = await within(region).findByRole('combobox', { name: 'Viaje' });
    await user.selectOptions(
      choice,
      within(choice).getByRole('option', { name: /Negril with Cora, con Cora/ }),
    );
    await within(region).findAllByText('Añadido por Cora');
    expect(within(region).getByRole('button', { name: 'Planear juntos' })).toBeInTheDocument();
  });

  it('adds a place of one’s own as “Added by you”, saved to the shared trip', async () => {
    const { region, user } = await ritaOnCorasTrip();
    await syncLine(region, 'Saved to your account.');
    await user.click(screen.getByRole('button', { name: 'All places' }));
    await user.click(await screen.findByRole('button', { name: /^Save Bloody Bay to my trip/ }));
    await user.click(screen.getByRole('button', { name: /^My trip/ }));
    const trip = await myTrip();
    await syncLine(trip, 'Saved to your account.');
    const stop = within(trip).getByRole('heading', { level: 4, name: 'Bloody Bay' }).closest('li');
    await waitFor(() => {
      expect(within(stop as HTMLElement).getByText('Added by you')).toBeInTheDocument();
    });
    const rita = await signIn(SEED_CREDENTIALS.reader.email, SEED_CREDENTIALS.reader.password);
    const stored = await call('v1/trips/1/', { token: rita.access });
    const stops = (stored.body as { days: { stops: { id: number; by: number }[] }[] }).days.flatMap(
      (day) => day.stops,
    );
    expect(stops.find((each) => each.id === 3)?.by).toBe(READER.id);
  });

  it('lets the owner make an invitation link, share it, and stop it', async () => {
    const { region, user } = await ritaOnCorasTrip();
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Trip' }), 'own');
    await user.click(within(region).getByRole('button', { name: 'Plan together' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan this trip together' });
    expect(within(dialog).getByText('Only you plan this trip so far.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create an invitation link' }));
    const link = await within(dialog).findByRole<HTMLInputElement>('textbox', {
      name: 'Invitation link',
    });
    const token = new URLSearchParams(new URL(link.value).hash.slice(1)).get('join') ?? '';
    expect(new URL(link.value).pathname).toBe('/negril');
    expect(token).toMatch(/^[\w-]{22,}$/);
    expect(within(dialog).getByText(/This link works until/)).toBeInTheDocument();
    // The button pressed is gone: the focus is on the link, and what happened is said.
    await waitFor(() => {
      expect(link).toHaveFocus();
    });
    await syncLine(dialog, 'Invitation link made: copy it or share it.');
    expect(
      within(dialog).getByRole('button', { name: /Share the invitation/ }),
    ).toBeInTheDocument();

    // The link works until it is stopped.
    const cora = await signIn(
      SEED_CREDENTIALS.companion.email,
      SEED_CREDENTIALS.companion.password,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Stop the invitation link' }));
    await syncLine(dialog, 'The invitation link no longer works. Whoever joined stays.');
    expect(within(dialog).getByRole('button', { name: 'Create an invitation link' })).toHaveFocus();
    const late = await call('v1/trips/join/', { json: { token }, token: cora.access });
    expect(late.status).toBe(404);
  });

  it('tells the owner who joined and what they add, on a page left open', async () => {
    localStorage.setItem('user', JSON.stringify(sessionFor(1)));
    const { user } = renderOpenGuide({ route: '/negril' });
    await user.click(await screen.findByRole('button', { name: /^Save Bloody Bay to my trip/ }));
    await user.click(screen.getByRole('button', { name: /^My trip/ }));
    const region = await myTrip();
    await syncLine(region, 'Saved to your account.');
    // Invited at once, before the list of trips knew of the trip's first save.
    await user.click(within(region).getByRole('button', { name: 'Plan together' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan this trip together' });
    await user.click(within(dialog).getByRole('button', { name: 'Create an invitation link' }));
    const link = await within(dialog).findByRole<HTMLInputElement>('textbox', {
      name: 'Invitation link',
    });
    const token = new URLSearchParams(new URL(link.value).hash.slice(1)).get('join') ?? '';
    await user.keyboard('{Escape}');

    // Rita joins and adds a place, in her own browser.
    const rita = await signIn(SEED_CREDENTIALS.reader.email, SEED_CREDENTIALS.reader.password);
    const joined = await call('v1/trips/join/', { json: { token }, token: rita.access });
    const trip = joined.body as { id: number };
    const current = (await call(`v1/trips/${trip.id}/`, { token: rita.access })).body as {
      version: number;
      days: { name: string; stops: { id: number; time: null }[] }[];
    };
    expect(current.days[0]?.stops.map((stop) => stop.id)).toEqual([3]);
    const put = await call(`v1/trips/${trip.id}/`, {
      method: 'PUT',
      token: rita.access,
      headers: { 'If-Match': `"${current.version}"` },
      json: {
        start: null,
        days: [
          {
            name: '',
            stops: [
              { id: 3, time: null },
              { id: 2, time: null },
            ],
          },
        ],
      },
    });
    expect(put.status).toBe(200);

    comeBackIntoView();
    await syncLine(region, 'Rita added Seven Mile Beach.');
    const stop = within(region).getByRole('heading', { level: 4, name: 'Seven Mile Beach' });
    expect(
      within(stop.closest('li') as HTMLElement).getByText('Added by Rita'),
    ).toBeInTheDocument();
    const mine = within(region).getByRole('heading', { level: 4, name: 'Bloody Bay' });
    expect(within(mine.closest('li') as HTMLElement).getByText('Added by you')).toBeInTheDocument();
  });

  it('says plainly when the link cannot be made, and lets one try again', async () => {
    let refused = true;
    server.use(
      mockHttp.post('/api/v1/trips/1/invites/', () =>
        refused
          ? HttpResponse.json({ detail: 'Server error.' }, { status: 500 })
          : HttpResponse.json({
              token: 'abcdefghijklmnopqrstuvwx',
              expires: '2026-12-13T10:00:00Z',
            }),
      ),
    );
    localStorage.setItem('user', JSON.stringify(sessionFor(4)));
    const { user } = renderOpenGuide({ route: '/negril?view=saved' });
    const region = await myTrip();
    await user.click(await within(region).findByRole('button', { name: 'Plan together' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan this trip together' });
    const make = within(dialog).getByRole('button', { name: 'Create an invitation link' });
    await user.click(make);
    expect(await within(dialog).findByText(/^That did not work:/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Invitation link' })).toBeNull();
    refused = false;
    await user.click(make);
    expect(await within(dialog).findByRole('textbox', { name: 'Invitation link' })).toHaveValue(
      `${window.location.origin}/negril#join=abcdefghijklmnopqrstuvwx`,
    );
    expect(within(dialog).queryByText(/^That did not work:/)).toBeNull();
  });

  it('joins with a link after signing in, and shows the trip joined', async () => {
    const cora = await signIn(
      SEED_CREDENTIALS.companion.email,
      SEED_CREDENTIALS.companion.password,
    );
    const invite = await call('v1/trips/1/invites/', { method: 'POST', token: cora.access });
    const { token } = invite.body as { token: string };
    const { user } = renderOpenGuide({ route: `/negril#join=${token}` });
    const notice = await screen.findByText(/You were invited to plan a trip together/);
    expect(localStorage.getItem('negrilTripJoin')).toBe(token);
    await user.click(within(notice).getByRole('link', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Email'), SEED_CREDENTIALS.admin.email);
    await user.type(screen.getByLabelText('Password'), SEED_CREDENTIALS.admin.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(/You joined “Negril with Cora”/, undefined, { timeout: 15_000 });
    const region = await myTrip();
    expect(within(region).getByRole('combobox', { name: 'Trip' })).toHaveDisplayValue(
      /Negril with Cora, with Cora and Rita/,
    );
    await within(region).findByRole('heading', { level: 4, name: 'Seven Mile Beach' });
    expect(localStorage.getItem('negrilTripJoin')).toBeNull();
  });

  it('joins after registering and activating elsewhere: the next sign-in goes to the trip', async () => {
    const cora = await signIn(
      SEED_CREDENTIALS.companion.email,
      SEED_CREDENTIALS.companion.password,
    );
    const invite = await call('v1/trips/1/invites/', { method: 'POST', token: cora.access });
    // The invitation was opened before registering (another tab activated the account since).
    localStorage.setItem('negrilTripJoin', (invite.body as { token: string }).token);
    localStorage.setItem('negrilPassword', GUIDE_WORD);
    const { user } = renderApp({ route: '/login' });
    await user.type(await screen.findByLabelText('Email'), SEED_CREDENTIALS.admin.email);
    await user.type(screen.getByLabelText('Password'), SEED_CREDENTIALS.admin.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(/You joined “Negril with Cora”/, undefined, { timeout: 15_000 });
    await myTrip();
  });

  it('asks for the guide’s word first when the visitor does not have it, then joins', async () => {
    const cora = await signIn(
      SEED_CREDENTIALS.companion.email,
      SEED_CREDENTIALS.companion.password,
    );
    const invite = await call('v1/trips/1/invites/', { method: 'POST', token: cora.access });
    localStorage.setItem('user', JSON.stringify(sessionFor(1)));
    const { user } = renderApp({
      route: `/negril#join=${(invite.body as { token: string }).token}`,
    });
    await user.type(await screen.findByLabelText('Guide password'), GUIDE_WORD);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await screen.findByText(/You joined “Negril with Cora”/, undefined, { timeout: 15_000 });
  });

  it('says plainly when an invitation no longer works', async () => {
    localStorage.setItem('user', JSON.stringify(sessionFor(READER.id)));
    renderOpenGuide({ route: '/negril#join=abcdefghijklmnopqrstuvwxyz012345' });
    await screen.findByText(/This invitation does not work any more/);
    expect(localStorage.getItem('negrilTripJoin')).toBeNull();
  });

  it('leaves a trip, and goes back to one’s own', async () => {
    const { region, user } = await ritaOnCorasTrip();
    await user.click(within(region).getByRole('button', { name: 'Plan together' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan this trip together' });
    expect(within(dialog).getByText('Cora, who made it')).toBeInTheDocument();
    expect(within(dialog).getByText('Rita (you)')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Leave this trip' }));
    await syncLine(region, 'You left “Negril with Cora”. Here is your own trip.');
    expect(within(region).queryByRole('combobox', { name: 'Trip' })).toBeNull();
    expect(localStorage.getItem('negrilTripDays.1')).toBeNull();
    expect(localStorage.getItem('negrilTripActive')).toBeNull();
  });

  it('goes back to one’s own trip, and says why, when the owner removed the account', async () => {
    const { region } = await ritaOnCorasTrip();
    await syncLine(region, 'Saved to your account.');
    const cora = await signIn(
      SEED_CREDENTIALS.companion.email,
      SEED_CREDENTIALS.companion.password,
    );
    const removed = await call(`v1/trips/1/members/${READER.id}/`, {
      method: 'DELETE',
      token: cora.access,
    });
    expect(removed.status).toBe(204);
    comeBackIntoView();
    await syncLine(region, 'You are no longer on this trip');
    await waitFor(() => {
      expect(
        within(region).queryByRole('heading', { level: 4, name: 'Seven Mile Beach' }),
      ).toBeNull();
    });
    expect(localStorage.getItem('negrilTripDays.1')).toBeNull();
  });

  it('offers nothing of it when the server has no trips together (404)', async () => {
    let asked = 0;
    server.use(
      mockHttp.get('/api/v1/trips/', () => {
        asked += 1;
        return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      }),
    );
    openMyTripSignedIn();
    const region = await myTrip();
    await syncLine(region, 'Saved to your account.');
    // Asked, answered 404: the trip is the account's own, as before trips together.
    await waitFor(() => {
      expect(asked).toBeGreaterThan(0);
    });
    expect(within(region).queryByRole('button', { name: 'Plan together' })).toBeNull();
  });
});
