/** Resolves once the window's load event has fired (at once if it already has). */
export function afterPageLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Runs work that no visitor is waiting for (refreshing content the page already shows) after the
 * page has loaded and the main thread is idle, so it never competes with the first paint, the
 * first pictures or the first interaction. At most `timeout` ms of waiting for idleness.
 */
export function whenIdleAfterLoad(work: () => void, timeout = 3000): void {
  void afterPageLoad().then(() => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => work(), { timeout });
    } else {
      setTimeout(work, 200);
    }
  });
}
