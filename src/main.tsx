import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from './config';
import { App } from './app/App';
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
  const { store, persistor } = makeStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App store={store} persistor={persistor} config={config} />
    </StrictMode>,
  );
}

void start();
