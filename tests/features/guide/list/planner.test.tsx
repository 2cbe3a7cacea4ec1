import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cardButton, cardOf, findCardButton, renderOpenGuide } from '../helpers';
import { plannerOnWednesday } from './planner-places';

/**
 * The guide as a trip planner, through the app as a visitor uses it: search and filters that the
 * address keeps, and whether a place is open in Negril's time (saved places and a shared trip
 * are in planner-trip.test.tsx). The server's list is answered in planner-places.ts (MSW) so
 * that each test knows its places.
 */

plannerOnWednesday();

const shownNames = () =>
  screen
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
    .sort();

describe('searching and filtering the guide', () => {
  it('narrows the list as one types, keeps the search in the address, and clears it', async () => {
    const { user, router } = renderOpenGuide();
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    expect(shownNames()).toHaveLength(4);

    await user.type(search, 'jerk');
    expect(shownNames()).toEqual(['Three Dives Jerk Centre']);
    expect(screen.getByText('1 of 4 places match.')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('jerk');

    // Accents and case do not matter: "cafe" finds "Café Cliff".
    await user.clear(search);
    await user.type(search, 'CAFE');
    expect(shownNames()).toEqual(['Café Cliff']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownNames()).toHaveLength(4);
    expect(router.state.location.search).toBe('');
    expect(search).toHaveValue('');
    // The button is gone with the filters: focus is back in the search box.
    expect(search).toHaveFocus();
  });

  it('opens filtered from a shared address, and a filter change goes into the address', async () => {
    const { user, router } = renderOpenGuide({ route: '/negril?open=1&category=food-drink' });
    await waitFor(() => {
      expect(shownNames()).toEqual(['Three Dives Jerk Centre']);
    });
    expect(screen.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('food-drink');

    await user.click(screen.getByRole('checkbox', { name: 'Open now' }));
    expect(shownNames()).toEqual(['Café Cliff', 'Three Dives Jerk Centre']);
    expect(router.state.location.search).toBe('?category=food-drink');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Price' }), '1');
    expect(shownNames()).toEqual(['Three Dives Jerk Centre']);
    expect(new URLSearchParams(router.state.location.search).get('price')).toBe('1');
  });

  it('ignores a category the guide does not have (an old link)', async () => {
    renderOpenGuide({ route: '/negril?category=submarines' });
    await waitFor(() => {
      expect(shownNames()).toHaveLength(4);
    });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(screen.queryByText(/places match/)).not.toBeInTheDocument();
  });

  it('says once, with how many there are, when nothing matches, and offers to clear the filters', async () => {
    const { user } = renderOpenGuide({ route: '/negril?q=submarine' });
    const said = await screen.findByText('None of the 4 places matches these filters.');
    expect(said).toHaveAttribute('role', 'status');
    // One empty state: no map saying none of its places has a location, no category bar.
    expect(screen.queryByRole('region', { name: /map/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/has a location on the map/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Guide categories' })).not.toBeInTheDocument();
    expect(screen.queryByText(/places match\./)).not.toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    const last = clear.at(-1);
    if (!last) throw new Error('no Clear filters button');
    await user.click(last);
    expect(shownNames()).toHaveLength(4);
  });
});

describe('opening hours in Negril’s time', () => {
  it('tells on each card whether the place is open now and when that changes', async () => {
    renderOpenGuide();
    await screen.findByRole('searchbox', { name: 'Search' });
    expect(cardOf('Three Dives Jerk Centre')).toHaveTextContent('Open now · closes 23:00');
    expect(cardOf('Café Cliff')).toHaveTextContent('Closed · opens 7:00 tomorrow');
    expect(cardOf('Bar Night')).toHaveTextContent('Opens at 20:00');
    expect(cardOf('Mystery Cove')).not.toHaveTextContent(/Open|Closed/);
  });

  it('moves on with the clock: after midnight the late bar is still open', async () => {
    vi.setSystemTime(new Date('2026-11-26T06:30:00Z')); // Thursday 1:30 in Negril
    renderOpenGuide();
    await screen.findByRole('searchbox', { name: 'Search' });
    expect(cardOf('Bar Night')).toHaveTextContent('Open now · closes in 30 min');
  });

  it('shows the week’s hours, the price and the ways to get there in the details', async () => {
    const { user } = renderOpenGuide();
    await user.click(await findCardButton('Café Cliff'));
    const dialog = await screen.findByRole('dialog', { name: 'Café Cliff' });
    const today = within(dialog).getByRole('row', { name: /Wednesday/ });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveTextContent('7:00–11:00');
    expect(within(dialog).getByRole('row', { name: /Sunday/ })).toHaveTextContent('Closed');
    expect(dialog).toHaveTextContent('Price: moderate');
    expect(within(dialog).getByRole('link', { name: /Directions/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=18.2516,-78.3648',
    );
    expect(within(dialog).getByRole('link', { name: /Book/ })).toHaveAttribute(
      'href',
      'https://book.example/cafe',
    );
    // No phone: no Call link.
    expect(within(dialog).queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(cardButton('Bar Night'));
    const bar = await screen.findByRole('dialog', { name: 'Bar Night' });
    expect(within(bar).getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      'tel:8765550199',
    );
    // A javascript: booking address is no link.
    expect(within(bar).queryByRole('link', { name: /Book/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    // Without coordinates, directions go to the place's name and location.
    await user.click(cardButton('Mystery Cove'));
    const cove = await screen.findByRole('dialog', { name: 'Mystery Cove' });
    const directions = within(cove).getByRole('link', { name: /Directions/ });
    expect(new URL(directions.getAttribute('href') ?? '').searchParams.get('destination')).toBe(
      'Mystery Cove, Somewhere north',
    );
  });
});
