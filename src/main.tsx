/**
 * The entry: the language from the address and the demo's mock backends, then React DOM evaluated in a
 * task of its own, then the app's shell (./start.tsx) in the next. Evaluating both in one task was
 * the start's longest task (docs/start.md); this module imports nothing of the app's statically,
 * so evaluating it costs next to nothing.
 */
import { nextTask } from './lib/browser/idle';
import { localeOfPath } from './lib/i18n/locales';
import { getLocale, setLocale } from './lib/i18n/runtime';
import './index.css';

async function boot() {
  // The document's language is its address's (`/es/…`); a production bundle has its own built in.
  setLocale(localeOfPath(location.pathname));
  // A painted page says its language already; the page the app draws itself (development, an
  // address painted for no page) says it here, for screen readers, hyphenation and translators.
  document.documentElement.lang = getLocale();
  // The demo's mock backends must answer before the first request leaves.
  if (__DEMO__) {
    try {
      const { startDemo } = await import('./mocks/browser');
      await startDemo();
    } catch (error) {
      // Without a service worker (some private windows) the site still renders; its calls fail
      // with the messages every screen has for an unreachable backend.
      console.error('The mock backends could not start', error);
    }
  }
  // React DOM's evaluation (its modules are CommonJS, run when first imported): one task.
  await import('react-dom/client');
  await nextTask();
  // The shell's modules (fetched meanwhile: the page preloads them) evaluated in the next.
  const { start } = await import('./start');
  await start();
}

void boot();
