/** Resolves once the window's load event has fired (at once if it already has). */
export function afterPageLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves when work that no visitor is waiting for (refreshing content the page already shows)
 * may run: after the page has loaded and the main thread is idle, so it never competes with the
 * first paint, the first pictures or the first interaction. At most `timeout` ms of waiting for
 * idleness.
 */
export async function idleAfterLoad(timeout = 3000): Promise<void> {
  await afterPageLoad();
  await new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout });
    } else {
      setTimeout(resolve, 200);
    }
  });
}

/** Ends the current task: a phone may paint and answer a tap between the start's parts. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
