/** Where the end-to-end suite runs its servers, and how the site under test is configured. */
/** `E2E_APP_PORT` moves the site, for a machine where 4173 is taken. */
export const APP_PORT = Number(process.env.E2E_APP_PORT || 4173);
/** `E2E_API_PORT` and `E2E_AUTH_EMULATOR_PORT` move the reference server and the emulator. */
export const API_PORT = Number(process.env.E2E_API_PORT || 8000);
export const AUTH_EMULATOR_PORT = Number(process.env.E2E_AUTH_EMULATOR_PORT || 9099);

/**
 * Where the suite's production build goes (`E2E_OUT_DIR`), so two copies of the suite can run side
 * by side on other ports; `E2E_PREBUILT=1` serves the build already there instead of building.
 */
export const OUT_DIR = process.env.E2E_OUT_DIR || 'dist-e2e';

export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const API_URL = `http://127.0.0.1:${API_PORT}/api`;

/** Short, so a test can wait past it and see the refresh happen unseen. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 12;

/** The reference server's seeded admin. */
export const ADMIN = { email: 'admin@example.com', password: 'Negril-Admin-2026' };

/** A word the site never shows (not a slug nor a title), as a real guide word would be. */
export const GUIDE_WORD = 'e2e-guide-word-ackee-7';

export const CONTENTFUL = {
  host: 'cdn.contentful.com',
  spaceId: 'e2e-space',
  environment: 'master',
  accessToken: 'e2e-delivery-token',
};

export const INSTAGRAM = {
  apiUrl: 'https://graph.instagram.com',
  accessToken: 'e2e-instagram-token',
};

export const FIREBASE = {
  projectId: 'demo-negril-life',
  apiKey: 'demo-api-key',
  authDomain: 'demo-negril-life.firebaseapp.com',
  appId: 'demo-app-id',
  emulatorUrl: `http://127.0.0.1:${AUTH_EMULATOR_PORT}`,
};

/**
 * The guide map's tiles: a host that exists only in the suite's browser, where a Playwright route
 * answers every tile with a small PNG and records the request (support/backends.ts), so no test
 * asks OpenStreetMap for anything.
 */
export const MAP_TILES = {
  origin: 'https://tiles.e2e.test',
  template: 'https://tiles.e2e.test/{z}/{x}/{y}.png',
};

/**
 * GA4's measurement id of the suite's build: the site asks for analytics consent. Every spec but
 * consent.spec.ts starts with the question answered "denied" (fixtures.ts `analyticsAnswer`), so
 * no banner shows and nothing loads from Google; Playwright routes answer Google's hosts there.
 */
export const GA_MEASUREMENT_ID = 'G-E2ETEST000';

/** The build of the site the suite drives: production mode, no demo, every backend configured. */
export const BUILD_ENV: Record<string, string> = {
  VITE_DEMO: 'false',
  VITE_CONTENTFUL_SPACE_ID: CONTENTFUL.spaceId,
  VITE_CONTENTFUL_ACCESS_TOKEN: CONTENTFUL.accessToken,
  VITE_INSTAGRAM_ACCESS_TOKEN: INSTAGRAM.accessToken,
  VITE_FIREBASE_API_KEY: FIREBASE.apiKey,
  VITE_FIREBASE_AUTH_DOMAIN: FIREBASE.authDomain,
  VITE_FIREBASE_PROJECT_ID: FIREBASE.projectId,
  VITE_FIREBASE_APP_ID: FIREBASE.appId,
  VITE_FIREBASE_AUTH_EMULATOR_URL: FIREBASE.emulatorUrl,
  NEGRIL_GUIDE_PASSWORD: GUIDE_WORD,
  VITE_GA_MEASUREMENT_ID: GA_MEASUREMENT_ID,
  VITE_MAP_TILE_URL: MAP_TILES.template,
  API_PROXY_TARGET: `http://127.0.0.1:${API_PORT}`,
  // The pages are painted with the entries and posts the suite's browser is then answered with.
  PAINT_MOCK_BACKENDS: 'true',
  // The site's public address: canonical links, previews, sitemap.xml and rss.xml name it.
  SITE_URL: APP_URL,
};
