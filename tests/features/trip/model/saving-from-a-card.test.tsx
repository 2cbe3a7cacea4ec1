import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardOf, renderOpenGuide } from '../../guide/helpers';
import { answerPlaces, plannerOnWednesday, PLACES } from '../../guide/list/planner-places';

/** A place saved from its card, and its line on My trip, on a Wednesday at 13:00 in Negril. */

plannerOnWednesday();

const ALWAYS_OPEN = {
  ...PLACES[0],
  id: 15,
  name: 'Seven Mile Beach',
  category: 'Beach Destinations',
  opening_hours: Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [['00:00', '24:00']]]),
  ),
};

describe('saving a place from its card', () => {
  it('says "Saved" once pressed, and "Save" again when pressed again, each named by what it does', async () => {
    const { user } = renderOpenGuide();
    await screen.findByRole('searchbox', { name: 'Search' });
    const save = within(cardOf('Three Dives Jerk Centre')).getByRole('button', { name: /^Save/ });
    expect(save).toHaveAccessibleName('Save Three Dives Jerk Centre to my trip');
    await user.click(save);
    expect(save).toHaveTextContent(/^Saved$/);
    expect(save).toHaveAccessibleName('Saved: remove Three Dives Jerk Centre from my trip');
    await user.click(save);
    expect(save).toHaveTextContent(/^Save$/);
    expect(save).toHaveAccessibleName('Save Three Dives Jerk Centre to my trip');
  });

  it('shows on My trip, in the stop’s own line, whether the place is open now', async () => {
    answerPlaces([...PLACES, ALWAYS_OPEN]);
    const { user } = renderOpenGuide();
    await screen.findByRole('searchbox', { name: 'Search' });
    await user.click(
      within(cardOf('Seven Mile Beach')).getByRole('button', { name: /^Save Seven/ }),
    );
    await user.click(within(cardOf('Bar Night')).getByRole('button', { name: /^Save Bar/ }));
    await user.click(screen.getByRole('button', { name: 'My trip (2)' }));
    const trip = screen.getByRole('region', { name: 'My trip' });
    const line = (name: string) => {
      const item = within(trip)
        .getAllByRole('listitem')
        .find((each) => within(each).queryByRole('heading', { level: 4, name }));
      if (!item) throw new Error(`no stop for ${name}`);
      return item;
    };
    expect(line('Seven Mile Beach')).toHaveTextContent('Open 24 hours');
    expect(line('Bar Night')).toHaveTextContent('Opens at 20:00');
  });
});
