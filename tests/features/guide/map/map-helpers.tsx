import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { vi } from 'vitest';
import { ConfigProvider } from '../../../../src/components/ConfigProvider';
import { config as appConfig, type AppConfig } from '../../../../src/config';

/** A map (or any screen) in the app's config, with a user to drive it. */
export function renderMap(ui: ReactElement, config: AppConfig = appConfig) {
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <ConfigProvider config={config}>{ui}</ConfigProvider>
    </StrictMode>,
  );
  return { ...view, user };
}

/**
 * For `beforeEach`: Leaflet keeps the page where it was when the map takes focus; jsdom has no
 * scrolling.
 */
export function stubScrolling() {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
}

/** The map region, by its name. */
export async function findMap(name = 'Map of the places') {
  return screen.findByRole('region', { name });
}
