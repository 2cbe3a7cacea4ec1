import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

// Each file starts with the site's modules fresh, as a page load would (the libraries, loaded
// once per worker, are kept): what one file left in a module (a refresh on the way, a session,
// a sync's state) is never met by the next.
vi.resetModules();
const { resetDb } = await import('../src/mocks/db');
const { server } = await import('../src/mocks/node');
const { setLocale } = await import('../src/lib/i18n/runtime');

// findBy… and waitFor wait up to 10 s: two loaded cores running several jsdom suites are slow
// (the guide's first render took over 6 s under a load of 12). A missing element still fails.
configure({ asyncUtilTimeout: 10_000 });

// Every request a test makes is answered by the mock backends; anything else fails the test.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  // Build-time code is tested in the node environment, which has no localStorage.
  if ('localStorage' in globalThis) localStorage.clear();
  resetDb();
});

afterEach(() => {
  cleanup();
  // A test that renders in another language leaves the next one in English.
  setLocale('en');
  server.resetHandlers();
  server.events.removeAllListeners();
});

afterAll(() => {
  server.close();
  // Should files of a worker ever share a document (isolate: false, vite.config.ts), the next one
  // starts as a new page would: at the site’s root, nothing in the head or the body.
  if ('document' in globalThis) {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('data-theme');
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
  }
});
