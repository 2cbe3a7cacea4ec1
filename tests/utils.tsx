import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ConfigProvider } from '../src/components/ConfigProvider';
import { config as appConfig, type AppConfig } from '../src/config';
import { App } from '../src/app/App';
import { createAppRouter } from '../src/app/router';
import { createMemoryHistory } from '../src/lib/router';
import { makeStore, type RootState } from '../src/app/store/store';
import { localeOfPath } from '../src/lib/i18n/locales';
import { setLocale } from '../src/lib/i18n/runtime';
import { isSession, SESSION_KEY } from '../src/features/auth/session';

export interface RenderAppOptions {
  route?: string;
  config?: AppConfig;
  preloadedState?: Partial<RootState>;
}

/**
 * A store made with a signed-in session, as a browser that signed in has it: the session is also
 * kept under `user` (unless the test stored something there itself). Without it, the site would
 * rightly take a session that this browser once kept and no longer keeps for one ended in
 * another tab (src/features/auth/session.ts, `endedInAnotherTab`).
 */
function storeAsABrowserHasIt(preloadedState: Partial<RootState> | undefined) {
  const user = preloadedState?.auth?.user ?? null;
  if (isSession(user) && localStorage.getItem(SESSION_KEY) === null) {
    localStorage.setItem(SESSION_KEY, JSON.stringify(user));
  }
  return makeStore({ preloadedState, persist: false });
}

/**
 * Renders the whole app (layout, routes, store) at a route, as a visitor would see it: in the
 * route's language (`/es/blog` in Spanish), as the document of that address would be.
 */
export function renderApp({
  route = '/',
  config = appConfig,
  preloadedState,
}: RenderAppOptions = {}) {
  setLocale(localeOfPath(route));
  const { store } = storeAsABrowserHasIt(preloadedState);
  const router = createAppRouter(store, config, { history: historyAt(route) });
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <App store={store} config={config} router={router} />
    </StrictMode>,
  );
  return { ...view, store, router, user };
}

/** A history in memory at an address, as the router's in a test (no document address moves). */
export function historyAt(route: string) {
  return createMemoryHistory([route]);
}

/** Renders one component with the store and config it needs. */
export function renderWithStore(
  ui: ReactElement,
  { config = appConfig, preloadedState }: Omit<RenderAppOptions, 'route'> = {},
) {
  const { store } = storeAsABrowserHasIt(preloadedState);
  const user = userEvent.setup();
  const view = render(
    <ConfigProvider config={config}>
      <Provider store={store}>{ui}</Provider>
    </ConfigProvider>,
  );
  return { ...view, store, user };
}

/**
 * An answer held until the test lets it go (a slow network). The gate exists before the request
 * does, so `open()` works whether or not the handler has been reached yet.
 */
export function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}
