import { render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../../../src/components/ConfigProvider';
import { config } from '../../../../src/config';
import { LazyGuideMap } from '../../../../src/features/guide/map/LazyGuideMap';
import { guideWith } from '../helpers';

// The clustering library's chunk failing to arrive (offline, a deploy since the page loaded): a
// module's fetch cannot be answered by the network mocks, so its import is made to reject as a
// missing chunk's does. The library is a dependency, not one of the site's modules; this file
// has its own module graph, so no other test sees the failure.
vi.mock('supercluster', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/clusters-x.js');
});

it('shows every pin, unclustered, when the clustering library cannot be loaded', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  // Three places a few metres apart: one cluster, had the library loaded.
  const places = [
    guideWith(1, { name: "Rick's Cafe", latitude: 18.2616, longitude: -78.3676 }),
    guideWith(2, { name: 'Pushcart', latitude: 18.2618, longitude: -78.3674 }),
    guideWith(3, { name: 'The Caves', latitude: 18.2613, longitude: -78.3679 }),
  ];
  render(
    <StrictMode>
      <ConfigProvider config={config}>
        <LazyGuideMap places={places} selectedId={null} onSelect={() => {}} label="The map" />
      </ConfigProvider>
    </StrictMode>,
  );
  const map = await screen.findByRole('region', { name: 'The map' });
  const pins = await within(map).findAllByRole('button', { name: /, hours not known$/ });
  expect(pins.map((pin) => pin.getAttribute('aria-label'))).toEqual([
    "Rick's Cafe, hours not known",
    'Pushcart, hours not known',
    'The Caves, hours not known',
  ]);
  expect(within(map).queryByRole('button', { name: /^Cluster/ })).toBeNull();
  // The legend has no clusters to explain.
  expect(screen.getByRole('list', { name: 'Key to the map' })).not.toHaveTextContent(
    'Places close together',
  );
  expect(warn).toHaveBeenCalledWith(
    'The map’s clustering could not be loaded: it shows every pin',
    expect.any(Error),
  );
});
