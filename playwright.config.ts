import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  API_PORT,
  APP_PORT,
  APP_URL,
  AUTH_EMULATOR_PORT,
  BUILD_ENV,
  FIREBASE,
  GUIDE_WORD,
  OUT_DIR,
} from './tests/e2e/support/env';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The emulator's settings with the suite's port (its CLI takes the port from the file only). */
function emulatorConfig(): string {
  const settings = JSON.parse(readFileSync('tests/e2e/firebase/firebase.json', 'utf8')) as {
    emulators: { auth: { port: number } };
  };
  settings.emulators.auth.port = AUTH_EMULATOR_PORT;
  // The emulators' hub and log ports beside it, so a second copy of the suite takes its own.
  Object.assign(settings.emulators, {
    hub: { host: '127.0.0.1', port: AUTH_EMULATOR_PORT + 1 },
    logging: { host: '127.0.0.1', port: AUTH_EMULATOR_PORT + 2 },
  });
  const dir = join(tmpdir(), `negril-e2e-firebase-${AUTH_EMULATOR_PORT}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'firebase.json');
  writeFileSync(file, JSON.stringify(settings));
  return file;
}

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) drives the production build,
 * served by `vite preview` with /api proxied to the reference Django server; the Firebase Auth
 * emulator answers the Google popup; Playwright routes answer the content service and the
 * social graph (tests/e2e/support/backends.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: APP_PORT === 4173 ? 'test-results/e2e' : `test-results/e2e-${APP_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: APP_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
    // A failed test keeps its trace: each action's page, its network and console. Without the
    // screencast, whose frames cost the two cores for every test that passes.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    // The offline worker is off in every spec but offline.spec.ts: with a worker in between, a
    // page's own routes (page.route) no longer see the requests it answers.
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: 'bash tests/e2e/server/run.sh',
      url: `http://127.0.0.1:${API_PORT}/api/press/`,
      env: {
        PORT: String(API_PORT),
        // One database and media folder per port: two copies of the suite never share a server.
        DB_PATH: join(tmpdir(), `negril-e2e-${API_PORT}.sqlite3`),
        MEDIA_DIR: join(tmpdir(), `negril-e2e-${API_PORT}-media`),
        ACCESS_TOKEN_LIFETIME: String(ACCESS_TOKEN_LIFETIME_SECONDS),
        SITE_DOMAIN: `127.0.0.1:${APP_PORT}`,
        // Google sign-in against the emulator's project; its unsigned tokens are accepted only
        // because the server is told where the emulator is (test-only).
        FIREBASE_PROJECT_ID: FIREBASE.projectId,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`,
        // The suite signs in, registers and mails far more often than a person, all from
        // 127.0.0.1 (every rate the server reads; tests/e2e/server/README.md).
        THROTTLE_AUTH_RATE: '10000/min',
        THROTTLE_LOGIN_ACCOUNT_RATE: '10000/min',
        THROTTLE_MAIL_RATE: '10000/min',
        THROTTLE_MAIL_ADDRESS_RATE: '10000/min',
        THROTTLE_PASSWORD_RATE: '10000/min',
        THROTTLE_GUIDE_WORD_RATE: '10000/min',
        THROTTLE_TRIP_RATE: '10000/min',
        // The guide in the server's private mode: the list and its pictures only with the word,
        // which the site sends (X-Guide-Word) and the pictures' signed addresses carry.
        GUIDE_WORD,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `npx firebase emulators:start --only auth --project ${FIREBASE.projectId} --config ${emulatorConfig()}`,
      url: `http://127.0.0.1:${AUTH_EMULATOR_PORT}/`,
      env: { NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'ignore',
    },
    {
      // Built here, with the suite's configuration, into its own folder.
      command:
        (process.env.E2E_PREBUILT ? '' : `npx vite build --outDir ${OUT_DIR} --emptyOutDir && `) +
        `npx vite preview --outDir ${OUT_DIR} --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
      url: APP_URL,
      env: BUILD_ENV,
      reuseExistingServer: false,
      // The site is four builds, one per language (vite-plugins/bundle/locale-builds.ts), then sixty painted
      // pages.
      timeout: 600_000,
      stdout: 'ignore',
    },
  ],
});
