import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../../../src/components/ConfigProvider';
import { config as appConfig } from '../../../../src/config';
import type { Place } from '../../../../src/features/guide';
import type { OpeningHours } from '../../../../src/features/guide/model/types';
import { LazyGuideMap } from '../../../../src/features/guide/map/LazyGuideMap';
import { setLocale } from '../../../../src/lib/i18n/runtime';
import { guideWith } from '../helpers';
import { findMap, renderMap, stubScrolling } from './map-helpers';

beforeEach(stubScrolling);

const wednesday = (open: number, close: number): OpeningHours => ({
  mon: [],
  tue: [],
  wed: [{ open, close }],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
});

/** Wednesday 25 November 2026 at `hh:mm` in Negril (UTC−5 all year). */
const negrilAt = (hours: number, minutes: number) =>
  new Date(Date.UTC(2026, 10, 25, hours + 5, minutes));

describe('the pins’ states', () => {
  const hoursPlaces: Place[] = [
    guideWith(1, {
      name: "Rick's Cafe",
      category: 'Bars & Nightlife',
      latitude: 18.2616,
      longitude: -78.3676,
      opening_hours: wednesday(12 * 60, 18 * 60),
    }),
    guideWith(2, {
      name: 'The Jerk Centre',
      category: 'Food & Drink',
      latitude: 18.2712,
      longitude: -78.3497,
      opening_hours: wednesday(10 * 60, 23 * 60),
    }),
    guideWith(3, {
      name: 'Sunday Market',
      category: 'Shopping',
      latitude: 18.2932,
      longitude: -78.3379,
      opening_hours: { ...wednesday(0, 0), wed: [], sun: [{ open: 480, close: 960 }] },
    }),
    guideWith(4, {
      name: 'Quiet Cove',
      category: 'Beach Destinations',
      latitude: 18.3301,
      longitude: -78.3378,
    }),
  ];
  const at = (now: Date) => (
    <StrictMode>
      <ConfigProvider config={appConfig}>
        <LazyGuideMap
          places={hoursPlaces}
          selectedId={null}
          onSelect={() => {}}
          label="Map of the places"
          now={now}
        />
      </ConfigProvider>
    </StrictMode>
  );

  it('names and draws each state at a fixed clock, and follows the clock without losing the focus', async () => {
    const { rerender } = render(at(negrilAt(17, 30)));
    const map = await findMap();
    const ricks = await within(map).findByRole('button', {
      name: "Rick's Cafe, open, closes within the hour",
    });
    const jerk = within(map).getByRole('button', { name: 'The Jerk Centre, open' });
    const market = within(map).getByRole('button', { name: 'Sunday Market, closed' });
    const cove = within(map).getByRole('button', { name: 'Quiet Cove, hours not known' });
    const glyph = (pin: HTMLElement) => pin.querySelector('svg.guide-state')?.getAttribute('class');
    expect(glyph(ricks)).toContain('guide-state--closing');
    expect(glyph(jerk)).toContain('guide-state--open');
    expect(glyph(market)).toContain('guide-state--closed');
    expect(glyph(cove)).toContain('guide-state--unknown');
    // The glyph is drawing only: the name says the state.
    expect(ricks.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');

    act(() => {
      ricks.focus();
    });
    rerender(at(negrilAt(18, 0)));
    expect(ricks).toHaveAccessibleName("Rick's Cafe, closed");
    expect(glyph(ricks)).toContain('guide-state--closed');
    expect(ricks).toHaveFocus();
    expect(jerk).toHaveAccessibleName('The Jerk Centre, open');
    rerender(at(negrilAt(22, 15)));
    expect(jerk).toHaveAccessibleName('The Jerk Centre, open, closes within the hour');
  });

  it('lists the states with their glyphs in a legend under the map', async () => {
    render(at(negrilAt(17, 30)));
    const legend = await screen.findByRole('list', { name: 'Key to the map' });
    // The clusters' line comes once their library, fetched beside the map, has arrived.
    await within(legend).findByText('Places close together: select to zoom in');
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Open',
      'Closes within the hour',
      'Closed',
      'Hours not known',
      '3Places close together: select to zoom in',
    ]);
    const glyphs = items
      .slice(0, 4)
      .map((item) => item.querySelector('svg')?.getAttribute('class'));
    expect(glyphs).toEqual([
      expect.stringContaining('guide-state--open'),
      expect.stringContaining('guide-state--closing'),
      expect.stringContaining('guide-state--closed'),
      expect.stringContaining('guide-state--unknown'),
    ]);
  });

  it('says the states in the page’s language', async () => {
    setLocale('es');
    render(at(negrilAt(17, 30)));
    const map = await findMap();
    expect(
      await within(map).findByRole('button', {
        name: "Rick's Cafe, abierto, cierra en menos de una hora",
      }),
    ).toBeInTheDocument();
    expect(
      within(map).getByRole('button', { name: 'Quiet Cove, horario desconocido' }),
    ).toBeVisible();
    expect(screen.getByRole('list', { name: 'Leyenda del mapa' })).toBeInTheDocument();
  });
});

/**
 * Rick's Cafe with places 450 m to the north and the south of it (one cluster where the map
 * opens, zoom 13; apart from zoom 14), and one across the bay.
 */
const WEST_END: Place[] = [
  guideWith(11, {
    name: "Rick's Cafe",
    category: 'Bars & Nightlife',
    latitude: 18.2616,
    longitude: -78.3676,
  }),
  guideWith(12, {
    name: 'Pushcart',
    category: 'Bars & Nightlife',
    latitude: 18.2656,
    longitude: -78.3676,
  }),
  guideWith(13, {
    name: 'The Caves',
    category: 'Spas & Wellness',
    latitude: 18.2576,
    longitude: -78.3676,
  }),
  guideWith(14, {
    name: 'Bloody Bay',
    category: 'Beach Destinations',
    latitude: 18.3624,
    longitude: -78.3367,
  }),
];

describe('clusters', () => {
  it('draws overlapping pins as one cluster, which splits on Enter, says so and hands the focus on', async () => {
    const onSelect = vi.fn();
    const { user } = renderMap(
      <LazyGuideMap
        places={WEST_END}
        selectedId={null}
        onSelect={onSelect}
        label="Map of the places"
      />,
    );
    const map = await findMap();
    const cluster = await within(map).findByRole('button', {
      name: 'Cluster of 3 places: Bars & Nightlife and Spas & Wellness',
    });
    expect(cluster).toHaveTextContent('3');
    expect(cluster).toHaveAttribute('tabindex', '0');
    expect(within(map).getByRole('button', { name: /^Bloody Bay,/ })).toBeInTheDocument();
    expect(within(map).queryByRole('button', { name: /^Rick's Cafe,/ })).toBeNull();

    act(() => {
      cluster.focus();
    });
    await user.keyboard('{Enter}');
    expect(await screen.findByText('3 places here: zoomed in')).toHaveAttribute('role', 'status');
    expect(cluster).not.toBeInTheDocument();
    const names = ["Rick's Cafe", 'Pushcart', 'The Caves'];
    for (const name of names) {
      expect(within(map).getByRole('button', { name: new RegExp(`^${name},`) })).toBeVisible();
    }
    // The focus is on one of the places the cluster held, not lost to the page.
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(
      /^(Rick's Cafe|Pushcart|The Caves),/,
    );
    // Splitting a cluster selects nothing.
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('splits on a click as well, and as the map zooms in', async () => {
    const { user } = renderMap(
      <LazyGuideMap
        places={WEST_END}
        selectedId={null}
        onSelect={() => {}}
        label="Map of the places"
      />,
    );
    const map = await findMap();
    const cluster = await within(map).findByRole('button', { name: /^Cluster of 3 places/ });
    await user.click(cluster);
    expect(await screen.findByText('3 places here: zoomed in')).toBeInTheDocument();
    expect(within(map).queryByRole('button', { name: /^Cluster of/ })).toBeNull();

    // Zoomed out with the map's own button, the places gather again.
    const zoomOut = within(map).getByRole('button', { name: 'Zoom out' });
    // Clicks of no count (detail 0): Leaflet takes two clicks on the map within 200 ms for a
    // double click of a touch screen, and places it on the map, which jsdom does not lay out.
    fireEvent.click(zoomOut);
    fireEvent.click(zoomOut);
    const again = await within(map).findByRole('button', { name: /^Cluster of 3 places/ });
    // Split again, it says so again: the status's words change, or a screen reader keeps quiet.
    const status = screen.getByText('3 places here: zoomed in');
    const before = status.textContent;
    fireEvent.click(again);
    await waitFor(() => {
      expect(status.textContent).not.toBe(before);
    });
    expect(status).toHaveTextContent('3 places here: zoomed in');
  });

  it('brings a place selected from the list out of its cluster, its pin pressed', async () => {
    // jsdom lays nothing out: the map is given a size, as a page gives it.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    const props = { onSelect: () => {}, label: 'Map of the places' };
    const { rerender } = renderMap(<LazyGuideMap places={WEST_END} selectedId={null} {...props} />);
    const map = await findMap();
    await within(map).findByRole('button', { name: /^Cluster of 3 places/ });
    rerender(
      <StrictMode>
        <ConfigProvider config={appConfig}>
          <LazyGuideMap places={WEST_END} selectedId={12} {...props} />
        </ConfigProvider>
      </StrictMode>,
    );
    expect(await within(map).findByRole('button', { name: /^Pushcart,/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('a trip’s day (numbered)', () => {
  it('numbers the pins in the order given, joins them with a line, and clusters nothing', async () => {
    const day = [
      WEST_END[2],
      guideWith(20, { name: 'No address yet' }),
      WEST_END[0],
      WEST_END[3],
    ] as Place[];
    const { container } = renderMap(
      <LazyGuideMap places={day} selectedId={null} onSelect={() => {}} label="Day 1" numbered />,
    );
    const map = await findMap('Day 1');
    const stops = await within(map).findAllByRole('button', { name: /^Stop / });
    expect(stops.map((stop) => stop.getAttribute('aria-label'))).toEqual([
      'Stop 1: The Caves, hours not known',
      "Stop 3: Rick's Cafe, hours not known",
      'Stop 4: Bloody Bay, hours not known',
    ]);
    expect(stops.map((stop) => stop.textContent)).toEqual(['1', '3', '4']);
    expect(within(map).queryByRole('button', { name: /^Cluster/ })).toBeNull();
    expect(container.querySelectorAll('path.guide-route')).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'Key to the map' })).not.toHaveTextContent(
      'Places close together',
    );
  });

  it('draws two stops a few metres apart side by side, not one over the other', async () => {
    const day = [
      guideWith(31, { name: 'Jerk stand', latitude: 18.26161, longitude: -78.36761 }),
      guideWith(32, { name: 'Juice stand', latitude: 18.26163, longitude: -78.36764 }),
      WEST_END[3],
    ] as Place[];
    renderMap(
      <LazyGuideMap places={day} selectedId={null} onSelect={() => {}} label="Day 1" numbered />,
    );
    const map = await findMap('Day 1');
    const [jerk, juice, bay] = await within(map).findAllByRole('button', { name: /^Stop / });
    // Where Leaflet drew each pin (its offset on the map's pane, in pixels).
    const at = (pin: HTMLElement | undefined) => {
      const element = pin?.closest<HTMLElement>('.leaflet-marker-icon') ?? pin;
      const [x = NaN, y = NaN] = (
        element?.style.transform.match(/-?[\d.]+(?=px)/g) ?? [
          element?.style.left,
          element?.style.top,
        ]
      ).map((value) => Number.parseFloat(value ?? ''));
      return { x, y };
    };
    const [a, b, c] = [at(jerk), at(juice), at(bay)];
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(28);
    // Stop 1 above stop 2; the stop far from them is not moved off its place.
    expect(a.y).toBeLessThan(b.y);
    expect(Math.hypot(c.x - a.x, c.y - a.y)).toBeGreaterThan(28);
  });
});
