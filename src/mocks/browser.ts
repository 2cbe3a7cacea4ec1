import { setupWorker } from 'msw/browser';
import { config } from '../config';
import { persistDb } from './db';
import { createHandlers, defaultMockOptions } from './handlers';

/**
 * Access tokens live two minutes in the demo (simplejwt's default is five), so a visitor who
 * stays a while sees the site refresh its session without noticing.
 */
export const DEMO_ACCESS_LIFETIME_SECONDS = 120;

/** Starts the demo's mock backends in a service worker, with the database kept in the browser. */
export async function startDemo(): Promise<void> {
  persistDb();
  const worker = setupWorker(
    ...createHandlers({
      ...defaultMockOptions(config),
      accessLifetimeSeconds: DEMO_ACCESS_LIFETIME_SECONDS,
    }),
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
