import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { createUpdateNotice, UpdatePrompt, type UpdateNotice } from '../components/UpdatePrompt';
import { PAGE_IDS } from '../lib/painted/pageIds';

/** What the page uses of workbox-window's `Workbox` (a fake one in the tests). */
export interface WorkerRegistration {
  addEventListener(type: 'waiting' | 'controlling', listener: (event: WorkerEvent) => void): void;
  messageSkipWaiting(): void;
}

interface WorkerEvent {
  /** The page was controlled by an older worker when it registered this one. */
  isUpdate?: boolean | undefined;
}

/**
 * A new worker that has installed waits (it never skips waiting by itself), so this page keeps the
 * old version's files, lazy chunks included, in the precache until it is replaced. The visitor
 * is offered "Reload": the waiting worker is told to activate (it drops the old files then), and
 * when it takes control, every open tab of the site reloads once, onto the new version's files.
 */
export function watchForUpdates(
  registration: WorkerRegistration,
  { notice, reload }: { notice: UpdateNotice; reload: () => void },
): void {
  let reloading = false;
  registration.addEventListener('controlling', (event) => {
    // The first worker taking control of a first visit is no new version.
    if (!event.isUpdate || reloading) return;
    reloading = true;
    reload();
  });
  registration.addEventListener('waiting', () => {
    notice.offer(() => {
      registration.messageSkipWaiting();
    });
  });
}

/**
 * Registers dist/sw.js (production builds only: src/start.tsx imports this module once the page is
 * loaded and idle) and mounts the update prompt in a root of its own, outside the painted page.
 */
export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js');
  const notice = createUpdateNotice();
  const container = document.createElement('div');
  container.id = PAGE_IDS.updatePrompt;
  document.body.append(container);
  createRoot(container).render(createElement(UpdatePrompt, { notice }));
  watchForUpdates(workbox, {
    notice,
    reload: () => {
      window.location.reload();
    },
  });
  await workbox.register();
}
