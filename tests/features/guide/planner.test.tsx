import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../../src/features/auth';
import { server } from '../../../src/mocks/node';
import { ADMIN, signedInAuth } from '../../session';
import { cardButton, cardOf, findCardButton, renderOpenGuide } from './helpers';

/**
 * The guide as a trip planner, through the app as a visitor uses it: search and filters that the
 * address keeps, whether a place is open in Negril's time, saved places and a shared trip.
 * The server's list is answered here (MSW) so that each test knows its places.
 */

const week = (spans: [string, string][]) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, spans]));

const PLACES = [
  {
    id: 11,
    name: 'Three Dives Jerk Centre',
    category: 'Food & Drink',
    sub_category: 'Jerk',
    description: 'Jerk chicken and lobster on the cliffs.',
    website: '',
    location: 'West End Road',
    image: null,
    latitude: 18.2597,
    longitude: -78.3652,
    opening_hours: week([['12:00', '23:00']]),
    price_level: 1,
    phone: '+1 876 782 9103',
    booking_url: '',
  },
  {
    id: 12,
    name: 'Café Cliff',
    category: 'Food & Drink',
    sub_category: 'Coffee',
    description: 'Blue Mountain coffee at sunrise.',
    website: 'https://cafe.example',
    location: 'Lighthouse Road',
    image: null,
    latitude: 18.2516,
    longitude: -78.3648,
    opening_hours: { ...week([['07:00', '11:00']]), sun: [] },
    price_level: 2,
    phone: '',
    booking_url: 'https://book.example/cafe',
  },
  {
    id: 13,
    name: 'Bar Night',
    category: 'Bars & Nightlife',
    sub_category: 'Late bar',
    description: 'Reggae until the small hours.',
    website: '',
    location: 'Norman Manley Boulevard',
    image: null,
    latitude: 18.3,
    longitude: -78.34,
    opening_hours: week([['20:00', '02:00']]),
    price_level: 3,
    phone: '876-555-0199',
    booking_url: 'javascript:alert(1)',
  },
  {
    id: 14,
    name: 'Mystery Cove',
    category: 'Beach Destinations',
    sub_category: '',
    description: 'Ask a fisherman.',
    website: '',
    location: 'Somewhere north',
    image: null,
  },
];

function answerPlaces(places: unknown[] = PLACES) {
  server.use(mockHttp.get('/api/negril_guide/', () => HttpResponse.json(places)));
}

/** 2026-11-25 (a Wednesday) at 13:00 in Negril (UTC−5), whatever the machine's zone. */
const WEDNESDAY_1PM_IN_NEGRIL = new Date('2026-11-25T18:00:00Z');

const shownNames = () =>
  screen
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
    .sort();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(WEDNESDAY_1PM_IN_NEGRIL);
  answerPlaces();
});

afterEach(() => {
  vi.useRealTimers();
});

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

const storedTrip = () => JSON.parse(localStorage.getItem('negrilTripDays') ?? 'null') as unknown;
const oneDay = (...ids: number[]) => ({
  v: 2,
  start: null,
  days: [{ name: '', stops: ids.map((id) => ({ id, time: null })) }],
});
/** The places of each day of My trip, as listed. */
const tripDays = (trip: HTMLElement) =>
  within(trip)
    .getAllByRole('region', { name: /^Day \d/ })
    .map((day) =>
      within(day)
        .queryAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    );

/** What the details dialog says: its one status line with words (the share button's is empty). */
function saidIn(dialog: HTMLElement): HTMLElement {
  const said = within(dialog)
    .getAllByRole('status')
    .filter((status) => status.textContent !== '');
  expect(said).toHaveLength(1);
  return said[0] as HTMLElement;
}

describe('saved places: My trip', () => {
  it('says in the details what a press of "Save" did, and names the button by what it shows', async () => {
    const { user } = renderOpenGuide();
    await user.click(await findCardButton('Café Cliff'));
    const dialog = await screen.findByRole('dialog', { name: 'Café Cliff' });
    const save = within(dialog).getByRole('button', { name: 'Save Café Cliff to my trip' });
    expect(save).toHaveTextContent(/^Save$/);
    await user.click(save);
    // The dialog is modal: what the press did is said inside it, not behind it.
    expect(saidIn(dialog)).toHaveTextContent('Café Cliff saved to your trip.');
    expect(save).toHaveTextContent(/^Saved$/);
    expect(save).toHaveAccessibleName('Saved: remove Café Cliff from my trip');
    expect(save).toHaveFocus();
    await user.click(save);
    expect(saidIn(dialog)).toHaveTextContent('Café Cliff removed from your trip.');
    expect(save).toHaveAccessibleName('Save Café Cliff to my trip');
    expect(screen.getByRole('button', { name: 'My trip (0)' })).toBeInTheDocument();
  });

  it('leaves no stale line beside a card once the place is taken out elsewhere', async () => {
    const { user } = renderOpenGuide();
    await screen.findByRole('searchbox', { name: 'Search' });
    await user.click(within(cardOf('Bar Night')).getByRole('button', { name: /^Save Bar Night/ }));
    const cardStatus = within(cardOf('Bar Night')).getByRole('status');
    expect(cardStatus).toHaveTextContent('Bar Night saved to your trip.');
    // Taken out in the details: the card's line no longer says it is saved.
    await user.click(cardButton('Bar Night'));
    const dialog = await screen.findByRole('dialog', { name: 'Bar Night' });
    await user.click(within(dialog).getByRole('button', { name: /^Saved: remove Bar Night/ }));
    expect(saidIn(dialog)).toHaveTextContent('Bar Night removed from your trip.');
    expect(cardStatus).toBeEmptyDOMElement();
    // Saved again there: the card, not pressed, says nothing (its old line does not come back).
    await user.click(within(dialog).getByRole('button', { name: /^Save Bar Night/ }));
    expect(saidIn(dialog)).toHaveTextContent('Bar Night saved to your trip.');
    expect(cardStatus).toBeEmptyDOMElement();
  });

  it('saves places in order, keeps them across a reload, a sign-in and a sign-out', async () => {
    const first = renderOpenGuide();
    const { user } = first;
    await screen.findByRole('searchbox', { name: 'Search' });
    const saveBar = within(cardOf('Bar Night')).getByRole('button', { name: /^Save Bar Night/ });
    await user.click(saveBar);
    await user.click(
      within(cardOf('Café Cliff')).getByRole('button', { name: /^Save Café Cliff/ }),
    );
    // A saved place's button says so in words, and its name begins with those words (what a
    // voice user says); a screen reader is told what the press did.
    expect(saveBar).toHaveTextContent(/^Saved$/);
    expect(saveBar).toHaveAccessibleName('Saved: remove Bar Night from my trip');
    expect(saveBar).not.toHaveAttribute('aria-pressed');
    expect(within(cardOf('Bar Night')).getByRole('status')).toHaveTextContent(
      'Bar Night saved to your trip.',
    );
    expect(
      within(cardOf('Three Dives Jerk Centre')).getByRole('button', { name: /^Save Three/ }),
    ).toHaveTextContent(/^Save$/);
    expect(storedTrip()).toEqual(oneDay(13, 12));

    await user.click(screen.getByRole('button', { name: 'My trip (2)' }));
    const trip = screen.getByRole('region', { name: 'My trip' });
    expect(tripDays(trip)).toEqual([['Bar Night', 'Café Cliff']]);
    expect(first.router.state.location.search).toBe('?view=saved');

    // A sign-out (of an admin who signed in) leaves the trip alone.
    act(() => {
      first.store.dispatch(logout());
    });
    expect(storedTrip()).toEqual(oneDay(13, 12));
    first.unmount();

    const again = renderOpenGuide({
      route: '/negril?view=saved',
      preloadedState: { auth: signedInAuth(ADMIN) },
    });
    const kept = await screen.findByRole('region', { name: 'My trip' });
    await waitFor(() => {
      expect(tripDays(kept)).toEqual([['Bar Night', 'Café Cliff']]);
    });

    // Taking one out of the trip.
    await again.user.click(
      within(kept).getByRole('button', { name: 'Remove Bar Night from my trip' }),
    );
    expect(tripDays(kept)).toEqual([['Café Cliff']]);
    expect(storedTrip()).toEqual(oneDay(12));
    expect(within(kept).getByText('Bar Night removed from your trip.')).toHaveAttribute(
      'role',
      'status',
    );
    // Its controls went with it: focus goes to its day's heading, not the page's start.
    expect(within(kept).getByRole('heading', { level: 3, name: 'Day 1' })).toHaveFocus();
  });

  it('shares the trip as a link with its days, that opens them for someone else', async () => {
    localStorage.setItem(
      'negrilTripDays',
      JSON.stringify({
        v: 2,
        start: null,
        days: [{ name: 'Cliffs', stops: [{ id: 13 }] }, { stops: [{ id: 11 }] }],
      }),
    );
    const mine = renderOpenGuide({ route: '/negril?view=saved' });
    await mine.user.click(await screen.findByRole('button', { name: 'Share my trip' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    const link = new URL(await navigator.clipboard.readText());
    expect(link.pathname).toBe('/negril');
    expect(link.search).toBe('?trip=13_11&day=Cliffs');

    // Someone else, with the word and one of the places saved, opens the link.
    mine.unmount();
    // Their browser kept its trip in the first form (a list, under the release before's key).
    localStorage.removeItem('negrilTripDays');
    localStorage.setItem('negrilTrip', JSON.stringify([12, 11]));
    const other = renderOpenGuide({ route: `${link.pathname}${link.search}` });
    const region = await screen.findByRole('region', { name: 'A shared trip' });
    const days = within(region).getAllByRole('region', { name: /^(Day |Cliffs)/ });
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual(['Cliffs', 'Day 2']);
    expect(
      days.map((day) =>
        within(day)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ),
    ).toEqual([['Bar Night'], ['Three Dives Jerk Centre']]);
    // Its days come after theirs, without the place they had saved already.
    await other.user.click(within(region).getByRole('button', { name: 'Save all to my trip' }));
    expect(within(region).getByText('Saved to your trip.')).toHaveFocus();
    expect(within(region).queryByRole('button', { name: 'Save all to my trip' })).toBeNull();
    expect(storedTrip()).toEqual({
      v: 2,
      start: null,
      days: [
        {
          name: '',
          stops: [
            { id: 12, time: null },
            { id: 11, time: null },
          ],
        },
        { name: 'Cliffs', stops: [{ id: 13, time: null }] },
      ],
    });
  });

  it('does not offer to save a shared trip whose places are all saved', async () => {
    localStorage.setItem('negrilTrip', JSON.stringify([11, 13]));
    renderOpenGuide({ route: '/negril?trip=13.11' });
    const region = await screen.findByRole('region', { name: 'A shared trip' });
    await waitFor(() => {
      expect(region).toHaveTextContent('All saved: every place of this trip is on yours.');
    });
    expect(within(region).queryByRole('button', { name: 'Save all to my trip' })).toBeNull();
  });

  it('moves a trip kept in the first form to its own key, without the places the guide no longer has', async () => {
    localStorage.setItem('negrilTrip', JSON.stringify([99, 13, 12]));
    renderOpenGuide({ route: '/negril?view=saved' });
    const trip = await screen.findByRole('region', { name: 'My trip' });
    await waitFor(() => {
      expect(storedTrip()).toEqual(oneDay(13, 12));
    });
    // The release before deletes anything but a list under its key: the days are never kept there.
    expect(localStorage.getItem('negrilTrip')).toBeNull();
    expect(tripDays(trip)).toEqual([['Bar Night', 'Café Cliff']]);
    expect(screen.getByRole('button', { name: 'My trip (2)' })).toBeInTheDocument();
  });

  it('says which places of a shared trip are gone, and survives a corrupted saved list', async () => {
    localStorage.setItem('negrilTrip', '{not json');
    renderOpenGuide({ route: '/negril?trip=13.99' });
    const region = await screen.findByRole('region', { name: 'A shared trip' });
    expect(region).toHaveTextContent(
      '1 place someone shared with you. One place is no longer in the guide.',
    );
    expect(localStorage.getItem('negrilTrip')).toBeNull();
  });

  it('keeps the trip when the server answers an empty guide', async () => {
    localStorage.setItem('negrilTripDays', JSON.stringify(oneDay(13, 12)));
    answerPlaces([]);
    renderOpenGuide({ route: '/negril?view=saved' });
    expect(await screen.findByText(/no places yet|No places/i)).toBeInTheDocument();
    expect(storedTrip()).toEqual(oneDay(13, 12));
  });
});
