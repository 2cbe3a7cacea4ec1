import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { CONSENT_KEY } from '../../../src/app/analytics/consent';
import { config } from '../../../src/config';
import { renderApp } from '../../utils';

// A file of its own: the first page view of a document reads `document.referrer` only while no
// page of this module has been counted yet (later views name the page before as their referrer).

function pageViews() {
  return (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => params);
}

// A language switch from a reset link is a new document: its referrer is the link, in English.
it('tells a referrer in another language than the page as its pattern', async () => {
  const origin = window.location.origin;
  const referrer = Object.getOwnPropertyDescriptor(Document.prototype, 'referrer');
  Object.defineProperty(document, 'referrer', {
    configurable: true,
    get: () => `${origin}/password/reset/confirm/MTIz/c0ffee-5ecret7oken`,
  });
  window.dataLayer = [];
  localStorage.setItem(CONSENT_KEY, 'granted');
  try {
    renderApp({ route: '/de/blog', config: { ...config, gaMeasurementId: 'G-TEST123' } });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => {
      expect(pageViews()).toHaveLength(1);
    });
    expect(pageViews()[0]).toMatchObject({
      page_path: '/de/blog',
      page_referrer: `${origin}/password/reset/confirm/:uid/:token`,
    });
    expect(JSON.stringify(window.dataLayer)).not.toContain('c0ffee');
  } finally {
    delete (document as { referrer?: string }).referrer;
    if (referrer) expect(document.referrer).toBe('');
  }
});
