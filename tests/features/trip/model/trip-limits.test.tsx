import { screen, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../src/mocks/node';
import { guideWith, renderOpenGuide } from '../../guide/helpers';
import { myTrip, storeBrowserTrip, storedTripDays } from '../sync/trip-server';

/**
 * The server's limits for a trip, kept here and said where a visitor meets them: a full trip's
 * "Save", the 31st day, a day's name past 80 characters (a shared trip's: shared-trip-whole).
 */

beforeEach(() => {
  server.use(
    mockHttp.get('/api/negril_guide/', () =>
      HttpResponse.json([guideWith(1, { name: "Rick's Café" })]),
    ),
  );
});

describe('the trip’s limits, where a visitor meets them', () => {
  const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

  it('a full trip (300 places) says "Trip full" on the next place’s button, and why, and saves nothing', async () => {
    server.use(
      mockHttp.get('/api/negril_guide/', () =>
        HttpResponse.json(range(1, 301).map((id) => guideWith(id))),
      ),
    );
    storeBrowserTrip([range(1, 300)]);
    const { user } = renderOpenGuide({ route: '/negril?q=Place%20301' });
    const full = await screen.findByRole(
      'button',
      { name: 'Trip full: My trip holds 300 places at most. Remove one to save Place 301.' },
      { timeout: 15_000 },
    );
    expect(full).toHaveTextContent(/^Trip full$/);
    expect(full).toHaveAttribute('aria-disabled', 'true');
    await user.click(full);
    expect(
      screen.getByText(
        'Trip full: My trip holds 300 places at most. Remove one to save Place 301.',
        {
          selector: '[role="status"]',
        },
      ),
    ).toBeInTheDocument();
    expect(storedTripDays()?.[0]).toHaveLength(300);
    expect(storedTripDays()?.[0]).not.toContain(301);
  });

  it('a trip of 30 days says so where a day would be added; a name stops at 80 characters and says so', async () => {
    storeBrowserTrip([[1], ...range(0, 29).map(() => [])]);
    const { user } = renderOpenGuide({ route: '/negril?view=saved' });
    const region = await myTrip();
    await within(region).findByText('A trip has 30 days at most.');
    expect(within(region).queryByRole('button', { name: 'Add a day' })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Remove Day 30' }));
    expect(within(region).getByRole('button', { name: 'Add a day' })).toBeInTheDocument();

    const name = within(region).getByRole('textbox', { name: 'Name of day 1' });
    await user.click(name);
    // Palm trees: one character each, two UTF-16 units (a maxLength of 80 would stop at 40).
    await user.paste('\u{1F334}'.repeat(85));
    expect(name).toHaveValue('\u{1F334}'.repeat(80));
    expect(name).toHaveAccessibleDescription('80 characters at most.');
  });
});
