/**
 * The app's start once React and React DOM are evaluated (src/main.tsx imports this module in the
 * task after theirs): the painted page read, the store, the router and hydration, each in a task
 * of its own (docs/start.md).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config } from './config';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { applyPageData, paintedWith, pressTappedButton, readPaintedPage } from './painted/adopt';
import { OTHER_PAGE_ATTRIBUTE, PAINTED_ATTRIBUTE } from './lib/painted/pageNames';
import { makeStore } from './app/store/store';
import { idleAfterLoad, nextTask } from './lib/browser/idle';

/**
 * The offline worker (production builds only; the demo's mock worker owns the scope there): its
 * registration and update prompt are a chunk of their own, fetched once the page has loaded and
 * the main thread is idle, so the first load pays only for these lines.
 */
function registerServiceWorkerWhenIdle() {
  if (!__SERVICE_WORKER__ || !('serviceWorker' in navigator)) return;
  void idleAfterLoad()
    .then(() => import('./app/serviceWorker'))
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => {
      // Without the worker the site works as before, only not offline.
      console.warn('The offline service worker could not be registered', error);
    });
}

export async function start(): Promise<void> {
  // Evaluating the shell's modules is a task already; reading the page and making the store
  // and router is the next one.
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const painted = readPaintedPage(document);
  const { store, persistor, restore } = makeStore({ painted: painted !== null });
  if (painted) {
    // Reading the page's data (entries with their rich text) is a task of its own.
    await nextTask();
    applyPageData(store, painted.data);
  }
  // Making the router starts the first route's data and code: a task of its own too.
  await nextTask();
  // Data the page was painted without (the press lists, shown loading) is fetched once the page
  // is adopted: an answer before that would make the first render differ from the page.
  let hydrated = false;
  const router = createAppRouter(store, config, {
    holdData: (data) => painted !== null && !hydrated && !paintedWith(painted.data, data),
  });
  registerServiceWorkerWhenIdle();

  if (!painted) {
    // No page painted for this address (another page's, served by the host's fallback and
    // hidden by the guard, or one past its time): the app renders in its place (React clears
    // the container first).
    container.removeAttribute(PAINTED_ATTRIBUTE);
    document.documentElement.removeAttribute(OTHER_PAGE_ATTRIBUTE);
    // The stored profile first (its chunk comes while the route's does), so the header shows the
    // account in the first render.
    await persistor;
    createRoot(container).render(
      <StrictMode>
        <App store={store} config={config} router={router} />
      </StrictMode>,
    );
    return;
  }

  // The app adopts the painted page (hydration): the first route's code must be here first, or
  // the router would render its fallback where the page is. The store is the first-time
  // visitor's the page was painted for; this visitor's own (session, guide word, profile)
  // follows once the page is hydrated, as an ordinary update.
  await router.ready();
  const onHydrated = () => {
    if (hydrated) return;
    hydrated = true;
    void restore();
    pressTappedButton(container);
  };
  // From here React answers every tap itself (hydrating at once what is tapped): the guard stops
  // keeping taps for it.
  container.removeAttribute(PAINTED_ATTRIBUTE);
  // As a transition, hydration yields to the browser every few milliseconds instead of running
  // as one long task (React hydrates at once whatever the visitor taps meanwhile).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App store={store} config={config} router={router} onHydrated={onHydrated} />
      </StrictMode>,
      {
        // A page that differs from what the app renders is rendered afresh by React; it is a bug
        // all the same (the end-to-end suite fails on it), so it is said plainly.
        onRecoverableError: (error) => {
          console.error('The painted page could not be hydrated:', error);
        },
      },
    );
  });
}
