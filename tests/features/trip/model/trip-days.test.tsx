import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../src/mocks/node';
import { guideWith, renderOpenGuide } from '../../guide/helpers';

/**
 * My trip in days, through the app as a visitor uses it: days added, named and removed, places
 * moved by keyboard with each move announced, distances and directions, another tab's changes,
 * and a stored trip that could be read only in part.
 */

const PLACES = [
  guideWith(1, { name: "Rick's Café", latitude: 18.2531, longitude: -78.3712 }),
  guideWith(2, { name: 'Seven Mile Beach', latitude: 18.3326, longitude: -78.3397 }),
  guideWith(3, { name: 'Mystery Cove' }),
  guideWith(4, { name: 'Bar Night', latitude: 18.3, longitude: -78.34 }),
];

const stops = (...ids: number[]) => ids.map((id) => ({ id, time: null }));

function storeTrip(...days: number[][]) {
  localStorage.setItem(
    'negrilTripDays',
    JSON.stringify({
      v: 2,
      start: null,
      days: days.map((ids) => ({ name: '', stops: stops(...ids) })),
    }),
  );
}

const storedDays = () =>
  (
    JSON.parse(localStorage.getItem('negrilTripDays') ?? 'null') as {
      days: { stops: { id: number }[] }[];
    }
  ).days.map((day) => day.stops.map((stop) => stop.id));

const trip = () => screen.findByRole('region', { name: 'My trip' });

/** The places of each day, as listed. */
const shownDays = (region: HTMLElement) =>
  within(region)
    .getAllByRole('region')
    .filter((day) => /^trip-day-/.test(day.getAttribute('aria-labelledby') ?? ''))
    .map((day) =>
      within(day)
        .queryAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    );

const announced = (region: HTMLElement, text: string) =>
  expect(within(region).getByText(text)).toHaveAttribute('role', 'status');

beforeEach(() => {
  server.use(mockHttp.get('/api/negril_guide/', () => HttpResponse.json(PLACES)));
});

describe('My trip in days', () => {
  it('adds a day, moves places by keyboard, says where each went, and keeps the focus on it', async () => {
    storeTrip([1, 2, 3]);
    const { user } = renderOpenGuide({ route: '/negril?view=saved' });
    const region = await trip();
    await waitFor(() => {
      expect(shownDays(region)).toEqual([["Rick's Café", 'Seven Mile Beach', 'Mystery Cove']]);
    });

    within(region).getByRole('button', { name: 'Add a day' }).focus();
    await user.keyboard('{Enter}');
    announced(region, 'Day 2 added.');
    expect(within(region).getByRole('heading', { level: 3, name: 'Day 2' })).toHaveFocus();
    expect(within(region).getByText(/Nothing planned for this day yet/)).toBeInTheDocument();

    // Down, by keyboard: the same button keeps the focus, and the move is said.
    within(region).getByRole('button', { name: "Move Rick's Café down" }).focus();
    await user.keyboard('{Enter}');
    expect(shownDays(region)).toEqual([['Seven Mile Beach', "Rick's Café", 'Mystery Cove'], []]);
    announced(region, "Rick's Café moved to position 2 of Day 1");
    expect(within(region).getByRole('button', { name: "Move Rick's Café down" })).toHaveFocus();

    // To the next day: the place leads it, and the focus stays on its buttons.
    const toDay2 = within(region).getByRole('button', { name: 'Move Mystery Cove to Day 2' });
    toDay2.focus();
    await user.keyboard('{Enter}');
    expect(shownDays(region)).toEqual([['Seven Mile Beach', "Rick's Café"], ['Mystery Cove']]);
    announced(region, 'Mystery Cove moved to position 1 of Day 2');
    // It has no day after it now: the button back to Day 1 has the focus.
    expect(
      within(region).getByRole('button', { name: 'Move Mystery Cove to Day 1' }),
    ).toHaveFocus();

    // Up within the first day, at the top: "Move up" is gone, "Move down" takes the focus.
    within(region).getByRole('button', { name: "Move Rick's Café up" }).focus();
    await user.keyboard('{Enter}');
    expect(within(region).getByRole('button', { name: "Move Rick's Café down" })).toHaveFocus();
    announced(region, "Rick's Café moved to position 1 of Day 1");
    await waitFor(() => {
      expect(storedDays()).toEqual([[1, 2], [3]]);
    });
  });

  it('names a day, removes one (its places go to the day before), and says so', async () => {
    storeTrip([1], [2, 4]);
    const { user } = renderOpenGuide({ route: '/negril?view=saved' });
    const region = await trip();
    const name = await within(region).findByRole('textbox', { name: 'Name of day 1' });
    await user.type(name, 'Cliffs');
    expect(within(region).getByRole('heading', { level: 3, name: 'Cliffs' })).toBeInTheDocument();
    expect(
      within(region).getByRole('button', { name: 'Move Seven Mile Beach to Cliffs' }),
    ).toBeVisible();

    await user.click(within(region).getByRole('button', { name: 'Remove Day 2' }));
    expect(shownDays(region)).toEqual([["Rick's Café", 'Seven Mile Beach', 'Bar Night']]);
    announced(region, 'Day 2 removed. Its places moved to Cliffs.');
    expect(within(region).getByRole('heading', { level: 3, name: 'Cliffs' })).toHaveFocus();
    // The last day stays: there is no button to remove it.
    expect(within(region).queryByRole('button', { name: /^Remove Cliffs/ })).toBeNull();
    await waitFor(() => {
      expect(JSON.parse(localStorage.getItem('negrilTripDays') ?? 'null')).toMatchObject({
        v: 2,
        days: [{ name: 'Cliffs', stops: stops(1, 2, 4) }],
      });
    });
  });

  it('shows the distance between places, the day’s total and its directions', async () => {
    storeTrip([1, 2, 3, 4]);
    renderOpenGuide({ route: '/negril?view=saved' });
    const region = await trip();
    expect(
      await within(region).findByText('9.4 km from the previous place, in a straight line'),
    ).toBeInTheDocument();
    // Mystery Cove has no location: neither leg around it is known.
    expect(
      within(region).getAllByText('Distance from the previous place not known (no location)'),
    ).toHaveLength(2);
    expect(
      within(region).getByText(
        '9.4 km in a straight line in all Places without a location are not counted.',
      ),
    ).toBeInTheDocument();
    const directions = within(region).getByRole('link', {
      name: /^Directions for the day\s+\(Day 1, opens in a new tab\)$/,
    });
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const href = new URL(directions.getAttribute('href') ?? '');
    expect(href.searchParams.get('origin')).toBe('18.2531,-78.3712');
    expect(href.searchParams.get('waypoints')).toBe(
      '18.3326,-78.3397|Mystery Cove, Negril, Jamaica',
    );
    expect(href.searchParams.get('destination')).toBe('18.3,-78.34');
  });

  it('moves a place by dragging it within its day and onto another day', async () => {
    storeTrip([1, 2, 3], []);
    renderOpenGuide({ route: '/negril?view=saved' });
    const region = await trip();
    await waitFor(() => {
      expect(shownDays(region)).toEqual([["Rick's Café", 'Seven Mile Beach', 'Mystery Cove'], []]);
    });
    // What the browser's drag and drop carries between the events.
    const carried = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => carried.set(type, value),
      getData: (type: string) => carried.get(type) ?? '',
      get types() {
        return [...carried.keys()];
      },
      effectAllowed: 'all',
    };
    const drag = (name: string, target: HTMLElement) => {
      carried.clear();
      fireEvent.dragStart(within(region).getByTitle(`Drag ${name} to another place in the trip`), {
        dataTransfer,
      });
      fireEvent.dragOver(target, { dataTransfer });
      fireEvent.drop(target, { dataTransfer, clientY: 0 });
    };
    const stopOf = (name: string) =>
      within(region).getByRole('heading', { level: 4, name }).closest('li') as HTMLElement;

    // Onto the top half of the first place: before it.
    drag('Mystery Cove', stopOf("Rick's Café"));
    expect(shownDays(region)).toEqual([['Mystery Cove', "Rick's Café", 'Seven Mile Beach'], []]);
    announced(region, 'Mystery Cove moved to position 1 of Day 1');

    drag("Rick's Café", within(region).getByRole('region', { name: 'Day 2' }));
    expect(shownDays(region)).toEqual([['Mystery Cove', 'Seven Mile Beach'], ["Rick's Café"]]);
    announced(region, "Rick's Café moved to position 1 of Day 2");
    await waitFor(() => {
      expect(storedDays()).toEqual([[3, 2], [1]]);
    });
  });

  it('moves a place dragged by touch to where the finger is lifted', async () => {
    storeTrip([1, 2], [4]);
    renderOpenGuide({ route: '/negril?view=saved' });
    const region = await trip();
    await waitFor(() => {
      expect(shownDays(region)).toEqual([["Rick's Café", 'Seven Mile Beach'], ['Bar Night']]);
    });
    // jsdom lays nothing out: the browser's answers are given here, and taken away after.
    const underFinger = within(region).getByRole('heading', { level: 4, name: "Rick's Café" });
    const given = {
      elementFromPoint: vi.fn(() => underFinger),
      setPointerCapture: vi.fn(),
      releasePointerCapture: vi.fn(),
    };
    Object.assign(document, { elementFromPoint: given.elementFromPoint });
    Object.assign(Element.prototype, {
      setPointerCapture: given.setPointerCapture,
      releasePointerCapture: given.releasePointerCapture,
    });
    try {
      const handle = within(region).getByTitle('Drag Bar Night to another place in the trip');
      fireEvent.pointerDown(handle, { pointerType: 'touch', pointerId: 1 });
      fireEvent.pointerUp(handle, { pointerType: 'touch', pointerId: 1, clientX: 5, clientY: 0 });
      expect(given.elementFromPoint).toHaveBeenCalledWith(5, 0);
      expect(shownDays(region)).toEqual([['Bar Night', "Rick's Café", 'Seven Mile Beach'], []]);
      announced(region, 'Bar Night moved to position 1 of Day 1');
    } finally {
      const tidy = (target: object, key: string) => Reflect.deleteProperty(target, key);
      tidy(document, 'elementFromPoint');
      tidy(Element.prototype, 'setPointerCapture');
      tidy(Element.prototype, 'releasePointerCapture');
    }
  });

  it('speaks the page’s language: days, moves and distances in Spanish', async () => {
    storeTrip([1, 2], []);
    const { user } = renderOpenGuide({ route: '/es/negril?view=saved' });
    const region = await screen.findByRole('region', { name: 'Mi viaje' });
    expect(
      await within(region).findByText('9,4 km desde el lugar anterior, en línea recta'),
    ).toBeInTheDocument();
    expect(within(region).getByRole('heading', { level: 3, name: 'Día 2' })).toBeInTheDocument();
    await user.click(
      within(region).getByRole('button', { name: 'Mover Seven Mile Beach a Día 2' }),
    );
    announced(region, 'Seven Mile Beach pasó a la posición 1 en Día 2');

    // A day the visitor names ("Playa" is feminine) is announced without a participle that
    // would have to agree with it.
    await user.type(within(region).getByRole('textbox', { name: 'Nombre del día 2' }), 'Playa');
    await user.click(within(region).getByRole('button', { name: 'Quitar Playa' }));
    announced(region, 'Se quitó Playa. Sus lugares pasaron a Día 1.');
  });

  it('dates each day from the first day chosen for the exports, and keeps it', async () => {
    storeTrip([1], [2]);
    const { user } = renderOpenGuide({ route: '/negril?view=saved' });
    const region = await trip();
    const first = await within(region).findByLabelText('First day of the trip');
    await user.type(first, '2026-12-24');
    expect(within(region).getByText('Thursday 24 December')).toBeInTheDocument();
    expect(within(region).getByText('Friday 25 December')).toBeInTheDocument();
    // A time at a place, for the calendar; cleared, it is no time.
    const time = within(region).getByLabelText("Time at Rick's Café");
    await user.type(time, '10:30');
    await waitFor(() => {
      expect(JSON.parse(localStorage.getItem('negrilTripDays') ?? 'null')).toMatchObject({
        start: '2026-12-24',
        days: [{ stops: [{ id: 1, time: 630 }] }, { stops: [{ id: 2, time: null }] }],
      });
    });
    await user.clear(time);
    await waitFor(() => {
      expect(JSON.parse(localStorage.getItem('negrilTripDays') ?? 'null')).toMatchObject({
        days: [{ stops: [{ id: 1, time: null }] }, { stops: [{ id: 2, time: null }] }],
      });
    });
  });

  it('saves a place to the end of the last day', async () => {
    storeTrip([1], [2]);
    const { user } = renderOpenGuide();
    const save = await screen.findByRole('button', { name: /^Save Bar Night/ });
    await user.click(save);
    expect(save).toHaveAccessibleName('Saved: remove Bar Night from my trip');
    expect(storedDays()).toEqual([[1], [2, 4]]);
    expect(screen.getByRole('button', { name: 'My trip (3)' })).toBeInTheDocument();
  });

  it('lets the visitor choose which day the map shows', async () => {
    storeTrip([1], [2]);
    const { user } = renderOpenGuide({ route: '/negril?view=saved' });
    const region = await trip();
    const choice = await within(region).findByRole('group', { name: 'Day shown on the map' });
    expect(within(choice).getByRole('button', { name: 'Day 1', pressed: true })).toBeVisible();
    await user.click(within(choice).getByRole('button', { name: 'Day 2' }));
    expect(within(choice).getByRole('button', { name: 'Day 2', pressed: true })).toBeVisible();
    expect(await within(region).findByRole('region', { name: 'Map of Day 2' })).toBeVisible();
  });

  it('follows the trip as another tab changes it, and the next change here starts from it', async () => {
    storeTrip([1]);
    const { user } = renderOpenGuide({ route: '/negril?view=saved' });
    const region = await trip();
    await waitFor(() => {
      expect(shownDays(region)).toEqual([["Rick's Café"]]);
    });

    // Another tab saved Seven Mile Beach and added a day with Bar Night.
    const other = JSON.stringify({
      v: 2,
      start: null,
      days: [
        { name: '', stops: stops(1, 2) },
        { name: '', stops: stops(4) },
      ],
    });
    localStorage.setItem('negrilTripDays', other);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'negrilTripDays', newValue: other }));
    });
    expect(shownDays(region)).toEqual([["Rick's Café", 'Seven Mile Beach'], ['Bar Night']]);
    expect(screen.getByRole('button', { name: 'My trip (3)' })).toBeInTheDocument();

    // This tab's next change keeps what the other tab did.
    await user.click(within(region).getByRole('button', { name: 'Move Bar Night to Day 1' }));
    await waitFor(() => {
      expect(storedDays()).toEqual([[1, 2, 4], []]);
    });

    // The other tab cleared the storage.
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(await within(region).findByText(/No saved places yet/)).toBeInTheDocument();
  });

  it('says once that part of a stored trip could not be read', async () => {
    localStorage.setItem(
      'negrilTripDays',
      JSON.stringify({ v: 2, days: [{ stops: [{ id: 1 }, { id: 'broken' }] }, 'not a day'] }),
    );
    const first = renderOpenGuide({ route: '/negril?view=saved' });
    const region = await trip();
    expect(
      await within(region).findByText(
        'Part of your saved trip could not be read and was left out.',
      ),
    ).toBeInTheDocument();
    expect(shownDays(region)).toEqual([["Rick's Café"]]);
    await first.user.click(within(region).getByRole('button', { name: 'Close' }));
    expect(within(region).queryByText(/could not be read/)).toBeNull();
    first.unmount();

    // What was read is what is kept now: the next visit has nothing to say.
    renderOpenGuide({ route: '/negril?view=saved' });
    const again = await trip();
    await waitFor(() => {
      expect(shownDays(again)).toEqual([["Rick's Café"]]);
    });
    expect(within(again).queryByText(/could not be read/)).toBeNull();
  });
});
