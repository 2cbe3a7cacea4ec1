import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from './config';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { applyPageSnapshot, persistorReady, readPageSnapshot, routerReady } from './app/snapshot';
import { makeStore } from './app/store';
import './index.css';

async function start() {
  // The demo's mock backends must answer before the first request leaves.
  if (__DEMO__) {
    try {
      const { startDemo } = await import('./mocks/browser');
      await startDemo();
    } catch (error) {
      // Without a service worker (some private windows) the site still renders; its calls fail
      // with the messages every screen has for an unreachable backend.
      console.error('The demo backends could not start', error);
    }
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const snapshot = readPageSnapshot(document, window.location);
  const { store, persistor } = makeStore();
  if (snapshot) applyPageSnapshot(store, snapshot);
  const router = createAppRouter(store, config);
  const app = (
    <StrictMode>
      <App store={store} persistor={persistor} config={config} router={router} />
    </StrictMode>
  );
  const root = createRoot(container);
  if (!snapshot) {
    root.render(app);
    return;
  }
  // The page the build painted stays until the app can show the same route in full (rendering
  // earlier would replace it with a spinner while the route's code downloads), and the app is
  // rendered as a transition: React yields to the browser while it works, instead of holding
  // the main thread for the whole page, and the painted page stays until it commits.
  // Painted rich text (an entry's body) stays until its renderer is here to take it over.
  const richText = container.querySelector('[data-rich-text]')
    ? import('./components/loadRichText')
        .then(({ loadRichText }) => loadRichText())
        .catch(() => undefined)
    : null;
  await Promise.all([routerReady(router), persistorReady(persistor), richText]);
  startTransition(() => {
    root.render(app);
  });
}

void start();
