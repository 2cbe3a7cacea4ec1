import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logout } from '../../../../src/features/auth';
import { ADMIN, signedInAuth } from '../../../session';
import { cardButton, cardOf, findCardButton, renderOpenGuide } from '../../guide/helpers';
import { answerPlaces, plannerOnWednesday } from '../../guide/list/planner-places';

/**
 * The guide's saved places (My trip), through the app as a visitor uses it: saving, keeping
 * across a reload and a sign-in, sharing a trip as a link.
 */

plannerOnWednesday();

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
