import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../../../src/components/ConfigProvider';
import { config as appConfig, readConfig } from '../../../../src/config';
import type { Place } from '../../../../src/features/guide';
import { LazyGuideMap } from '../../../../src/features/guide/map/LazyGuideMap';
import { LazyLocationPicker } from '../../../../src/features/guide/map/LazyLocationPicker';
import { WithMap } from '../../../../src/features/guide/map/WithMap';
import { setLocale } from '../../../../src/lib/i18n/runtime';
import { guideWith } from '../helpers';
import { findMap, renderMap, stubScrolling } from './map-helpers';

beforeEach(stubScrolling);

const place = (id: number, name: string, latitude: number | null, longitude: number | null) =>
  guideWith(id, {
    name,
    category: 'Bars & Nightlife',
    location: 'West End, Negril',
    latitude,
    longitude,
  });

const PLACES: Place[] = [
  place(1, "Rick's Cafe", 18.2616, -78.3676),
  place(2, 'The Jerk Centre', 18.2712, -78.3497),
  // No coordinates (or only one): in the list, not on the map.
  place(3, 'Somewhere unknown', null, null),
  place(4, 'Half a location', 18.3, null),
];

/** The map of PLACES, none selected. */
const placesMap = (onSelect: (id: number) => void = () => {}) => (
  <LazyGuideMap places={PLACES} selectedId={null} onSelect={onSelect} label="Map of the places" />
);
describe('the guide’s map', () => {
  it('pins the places that have coordinates, named after them, with the tiles’ credit', async () => {
    renderMap(placesMap());
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    const map = await findMap();
    const pins = await within(map).findAllByRole('button', { name: /Rick's Cafe|Jerk Centre/ });
    expect(pins.map((pin) => pin.getAttribute('aria-label'))).toEqual([
      "Rick's Cafe, hours not known",
      'The Jerk Centre, hours not known',
    ]);
    expect(within(map).queryByRole('button', { name: /Somewhere unknown/ })).toBeNull();
    expect(within(map).queryByRole('button', { name: /Half a location/ })).toBeNull();
    for (const pin of pins) {
      expect(pin).toHaveAttribute('tabindex', '0');
      expect(pin).toHaveAttribute('aria-pressed', 'false');
    }
    // The demo draws its own tiles, on this origin, and says so.
    expect(map.querySelector('.leaflet-control-attribution')).toHaveTextContent(/\| Demo tiles$/);
    expect(within(map).queryByRole('link', { name: /OpenStreetMap/ })).toBeNull();
    // Leaflet's own keyboard handling: the map itself is focusable (arrows pan, + and - zoom).
    expect(map).toHaveAttribute('tabindex', '0');
    expect(within(map).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(map).toHaveAccessibleDescription(
      'The list has every place on the map, with the same details.',
    );
  });

  it('selects a place by a click on its pin, or by Enter or Space on it', async () => {
    const onSelect = vi.fn();
    const { user } = renderMap(placesMap(onSelect));
    const map = await findMap();
    const jerk = await within(map).findByRole('button', { name: /^The Jerk Centre,/ });
    await user.click(jerk);
    expect(onSelect).toHaveBeenLastCalledWith(2);

    const ricks = within(map).getByRole('button', { name: /^Rick's Cafe,/ });
    act(() => {
      ricks.focus();
    });
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(1);
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(3);
    expect(onSelect.mock.calls).toEqual([[2], [1], [1]]);
  });

  it('shows the selected place’s pin pressed, and follows the list as it is filtered', async () => {
    const props = { onSelect: () => {}, label: 'Map of the places' };
    const { rerender } = renderMap(<LazyGuideMap places={PLACES} selectedId={1} {...props} />);
    const map = await findMap();
    const ricks = await within(map).findByRole('button', { name: /^Rick's Cafe,/ });
    expect(ricks).toHaveAttribute('aria-pressed', 'true');
    expect(within(map).getByRole('button', { name: /^The Jerk Centre,/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    const wrap = (ui: ReactElement) => (
      <StrictMode>
        <ConfigProvider config={appConfig}>{ui}</ConfigProvider>
      </StrictMode>
    );
    rerender(wrap(<LazyGuideMap places={PLACES} selectedId={2} {...props} />));
    expect(within(map).getByRole('button', { name: /^The Jerk Centre,/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(map).getByRole('button', { name: /^Rick's Cafe,/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // A filter leaves one place: the other pin goes.
    rerender(wrap(<LazyGuideMap places={[PLACES[1] as Place]} selectedId={2} {...props} />));
    expect(within(map).queryByRole('button', { name: /^Rick's Cafe,/ })).toBeNull();
    expect(within(map).getByRole('button', { name: /^The Jerk Centre,/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Nothing left with a location: the map says so, and the list still has the places.
    rerender(wrap(<LazyGuideMap places={[PLACES[2] as Place]} selectedId={null} {...props} />));
    expect(within(map).queryByRole('button', { name: /^The Jerk Centre,/ })).toBeNull();
    expect(map).toHaveAccessibleDescription(
      'None of the places listed has a location on the map. The list has every place on the map, with the same details.',
    );
  });

  it('keeps the pin of a place that stays as the list is filtered, and the focus on it', async () => {
    const props = { selectedId: null, onSelect: () => {}, label: 'Map of the places' };
    const { rerender } = renderMap(<LazyGuideMap places={PLACES} {...props} />);
    const map = await findMap();
    const jerk = await within(map).findByRole('button', { name: /^The Jerk Centre,/ });
    jerk.focus();
    expect(jerk).toHaveFocus();

    // A filter leaves the Jerk Centre: its pin is the same, still focused; the other goes.
    rerender(
      <StrictMode>
        <ConfigProvider config={appConfig}>
          <LazyGuideMap places={[PLACES[1] as Place]} {...props} />
        </ConfigProvider>
      </StrictMode>,
    );
    await waitFor(() => {
      expect(within(map).queryByRole('button', { name: /^Rick's Cafe,/ })).toBeNull();
    });
    expect(within(map).getByRole('button', { name: /^The Jerk Centre,/ })).toBe(jerk);
    expect(jerk).toHaveFocus();
  });

  it('shows OpenStreetMap’s tiles, with their credit, outside the demo', async () => {
    const { container } = renderMap(
      placesMap(),
      readConfig({ DEV: false, PROD: true, VITE_DEMO: 'false' }),
    );
    const map = await findMap();
    expect(within(map).getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    await within(map).findAllByRole('button', { name: /Rick's Cafe|Jerk Centre/ });
    const tiles = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles)
      expect(tile.src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/);
  });

  it('asks the demo’s own tiles in the demo', async () => {
    const { container } = renderMap(placesMap());
    await findMap();
    const tiles = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles)
      expect(tile.src).toMatch(/^http:\/\/localhost(:\d+)?\/demo-tiles\/\d+\/\d+\/\d+\.svg$/);
  });

  it('says what to set when the tile template is malformed, instead of showing another server', async () => {
    const config = readConfig({
      DEV: false,
      PROD: true,
      VITE_DEMO: 'false',
      VITE_MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    renderMap(placesMap(), config);
    expect(
      await screen.findByText(/The map is not configured: set VITE_MAP_TILE_URL to a URL template/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of the places' })).toBeNull();
  });
});

describe('the location picker', () => {
  it('gives the point clicked, to five decimals, and pins the coordinates it is given', async () => {
    const onPick = vi.fn();
    const props = { onPick, label: 'Pick the place on the map' };
    const { rerender, container } = renderMap(
      <LazyLocationPicker latitude={null} longitude={null} {...props} />,
    );
    const map = await findMap('Pick the place on the map');
    expect(map).toHaveAccessibleDescription(
      'Click the map to set the latitude and longitude, or type them in their fields.',
    );
    expect(container.querySelector('.location-pin')).toBeNull();

    fireEvent.click(map, { clientX: 0, clientY: 0 });
    fireEvent.click(map, { clientX: 40, clientY: 0 });
    expect(onPick).toHaveBeenCalledTimes(2);
    const [[lat, lng], [, east]] = onPick.mock.calls as [[number, number], [number, number]];
    // Around Negril, which the map opens on, and a click to the right is further east.
    expect(lat).toBeCloseTo(18.3, 1);
    expect(lng).toBeCloseTo(-78.34, 1);
    expect(east).toBeGreaterThan(lng);
    for (const value of onPick.mock.calls.flat() as number[]) {
      expect(Math.round(value * 1e5) / 1e5).toBe(value);
    }

    rerender(
      <StrictMode>
        <ConfigProvider config={appConfig}>
          <LazyLocationPicker latitude={18.2616} longitude={-78.3676} {...props} />
        </ConfigProvider>
      </StrictMode>,
    );
    expect(container.querySelectorAll('.location-pin')).toHaveLength(1);
  });
});

describe('the guide’s map in Spanish', () => {
  it('names the map’s controls and notes in Spanish', async () => {
    setLocale('es');
    renderMap(
      <WithMap places={PLACES} context={{ selectedId: null, onSelectOnMap: () => {} }} label="Mapa">
        <p>La lista</p>
      </WithMap>,
    );
    const map = await findMap('Mapa');
    expect(within(map).getByRole('button', { name: 'Acercar' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Alejar' })).toBeInTheDocument();
    expect(within(map).getByRole('link', { name: /Leaflet/ })).toHaveAttribute(
      'title',
      'Una biblioteca de JavaScript para mapas interactivos',
    );
    expect(map).toHaveAccessibleDescription(
      'La lista tiene todos los lugares del mapa, con los mismos detalles.',
    );
    expect(screen.getByRole('button', { name: 'Saltar el mapa' })).toBeInTheDocument();
    // The demo's own tiles are credited in the page's language too.
    expect(map.querySelector('.leaflet-control-attribution')).toHaveTextContent(
      /\| Teselas de demostración$/,
    );
  });
});

/** A week open on Wednesdays only, from `open` to `close` (minutes after midnight). */
