import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOpenGuide } from '../../guide/helpers';

const storedTrip = () => JSON.parse(localStorage.getItem('negrilTripDays') ?? 'null') as unknown;

describe('a shared trip that travels whole', () => {
  it('shows the days’ names and day 1’s date, saves them with the times, then goes to My trip', async () => {
    const { user } = renderOpenGuide({
      route: '/negril?trip=13-1230_x_11&day=Cliffs+day&start=2026-12-28',
    });
    const region = await screen.findByRole('region', { name: 'A shared trip' });
    expect(within(region).getByRole('region', { name: 'Cliffs day' })).toBeInTheDocument();
    expect(within(region).getByRole('region', { name: 'Day 3' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Day 1 is Monday 28 December.');

    await user.click(within(region).getByRole('button', { name: 'Save all to my trip' }));
    expect(storedTrip()).toEqual({
      v: 2,
      start: '2026-12-28',
      days: [
        { name: 'Cliffs day', stops: [{ id: 13, time: 750 }] },
        { name: '', stops: [] },
        { name: '', stops: [{ id: 11, time: null }] },
      ],
    });
    // One step from My trip, whose heading takes the focus.
    await user.click(within(region).getByRole('button', { name: 'Go to My trip' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'My trip' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3, name: /Cliffs day/ })).toBeInTheDocument();
  });
});

describe('a shared trip that does not fit the visitor’s', () => {
  it('saves what fits (30 days at most) and says how many places did not', async () => {
    localStorage.setItem(
      'negrilTripDays',
      JSON.stringify({
        v: 2,
        start: null,
        days: Array.from({ length: 29 }, (_, index) => ({ name: `Day off ${index}`, stops: [] })),
      }),
    );
    const { user } = renderOpenGuide({ route: '/negril?trip=13_11' });
    const region = await screen.findByRole('region', { name: 'A shared trip' });
    await user.click(within(region).getByRole('button', { name: 'Save all to my trip' }));
    expect(
      within(region).getByText(/^Saved to your trip\./, { selector: '[role="status"]' }),
    ).toHaveTextContent(
      'Saved to your trip. One place did not fit: a trip holds 30 days and 300 places at most.',
    );
    const days = (storedTrip() as { days: { stops: { id: number }[] }[] }).days;
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.stops).toEqual([{ id: 13, time: null }]);
  });
});

describe('the keyboard’s way to My trip', () => {
  it('moves the focus to My trip’s heading when its tab is chosen', async () => {
    const { user } = renderOpenGuide({ route: '/negril' });
    await user.click(await screen.findByRole('button', { name: /^My trip/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'My trip' })).toHaveFocus();
  });

  it('has a skip link before the list, the first thing the guide’s content offers', async () => {
    const { user } = renderOpenGuide({ route: '/negril' });
    const skip = await screen.findByRole('link', { name: 'Skip to My trip' });
    expect(skip).toHaveAttribute('href', '/negril?view=saved');
    const tabs = screen.getByRole('group', { name: 'Show' });
    // Before the tabs and the list in the tab order.
    expect(skip.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    skip.focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 2, name: 'My trip' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('region', { name: 'My trip' })).toContainElement(heading);
  });
});
