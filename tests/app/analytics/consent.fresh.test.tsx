import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_KEY } from '../../../src/app/analytics/consent';
import { config } from '../../../src/config';
import { renderApp } from '../../utils';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type GtagCall = [string, ...unknown[]];

const withAnalytics = { ...config, gaMeasurementId: 'G-TEST123' };

function gtagCalls(): GtagCall[] {
  return (window.dataLayer ?? []).map(
    (entry) => Array.from(entry as ArrayLike<unknown>) as GtagCall,
  );
}

function pageViews() {
  return gtagCalls()
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => (params as { page_path: string }).page_path);
}

function consentCalls() {
  return gtagCalls().filter(([command]) => command === 'consent');
}

const gtagScript = () => document.querySelector('script[src*="googletagmanager"]');

/** The switch gtag.js reads before each hit it sends (`ga-disable-<measurement id>`). */
const gaDisabled = (): unknown => Reflect.get(window, 'ga-disable-G-TEST123');

/** Lets whatever the app would send, send. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

const banner = () => screen.findByRole('region', { name: 'Analytics' });

async function openHome(options: Parameters<typeof renderApp>[0] = {}) {
  const view = renderApp({ route: '/', config: withAnalytics, ...options });
  await screen.findByRole('heading', { level: 1, name: /Sunsets, cliffs/ });
  return view;
}

async function goTo(user: ReturnType<typeof renderApp>['user'], link: string) {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await user.click(within(nav).getByRole('link', { name: link }));
  await screen.findByRole('heading', { level: 1, name: link });
}

// The tests share one page's GA (it loads once): those before the first Accept see no script.
describe('analytics consent', () => {
  beforeEach(() => {
    window.dataLayer = [];
    Reflect.deleteProperty(window, 'ga-disable-G-TEST123');
  });

  it('asks a first-time visitor, and sends nothing to Google before an answer', async () => {
    await openHome();
    const question = await banner();
    expect(within(question).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(question).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await settle();
    expect(window.dataLayer).toEqual([]);
    expect(gtagScript()).toBeNull();
  });

  it('after a Decline, loads nothing and sends nothing, on any page', async () => {
    const { user } = await openHome();
    await user.click(within(await banner()).getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region', { name: 'Analytics' })).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    await goTo(user, 'Blog');
    await settle();
    expect(window.dataLayer).toEqual([]);
    expect(gtagScript()).toBeNull();
  });

  it('honours a stored Decline on the next visit: no question, nothing sent', async () => {
    localStorage.setItem(CONSENT_KEY, 'denied');
    await openHome();
    await settle();
    expect(screen.queryByRole('region', { name: 'Analytics' })).toBeNull();
    expect(window.dataLayer).toEqual([]);
    expect(gtagScript()).toBeNull();
  });

  it('on Accept: consent denied by default, then granted, then the page’s one view; then one per page', async () => {
    const { user } = await openHome();
    await user.click(within(await banner()).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Analytics' })).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    await waitFor(() => {
      expect(pageViews()).toEqual(['/']);
    });
    expect(gtagScript()).not.toBeNull();

    const commands = gtagCalls().map(([command, first]) =>
      command === 'consent' ? `consent ${String(first)}` : command,
    );
    // Each page view first sets the page's cleaned address, so gtag's own hits never carry the
    // document's (src/app/analytics/analyticsPage.ts).
    expect(commands).toEqual(['consent default', 'js', 'config', 'consent update', 'set', 'event']);
    expect(consentCalls()).toEqual([
      [
        'consent',
        'default',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
      // Only analytics: the advertising signals stay denied.
      ['consent', 'update', { analytics_storage: 'granted' }],
    ]);

    await goTo(user, 'Blog');
    await waitFor(() => {
      expect(pageViews()).toEqual(['/', '/blog']);
    });
    await settle();
    expect(pageViews()).toHaveLength(2);
  });

  it('honours a stored Accept on the next visit: no question, the page counted once', async () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    await openHome();
    await waitFor(() => {
      expect(pageViews()).toEqual(['/']);
    });
    expect(consentCalls()).toEqual([['consent', 'update', { analytics_storage: 'granted' }]]);
    expect(screen.queryByRole('region', { name: 'Analytics' })).toBeNull();
  });

  it('“Privacy settings” asks again; a Decline then stops the page views', async () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    const { user } = await openHome();
    await waitFor(() => {
      expect(pageViews()).toEqual(['/']);
    });

    const footer = screen.getByRole('contentinfo');
    const settings = within(footer).getByRole('button', { name: 'Privacy settings' });
    await user.click(settings);
    const question = await banner();
    await waitFor(() => {
      expect(question).toHaveFocus();
    });
    expect(question).toHaveTextContent('Now: analytics accepted.');
    await user.click(within(question).getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region', { name: 'Analytics' })).toBeNull();
    expect(settings).toHaveFocus();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    await waitFor(() => {
      expect(consentCalls().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    });

    await goTo(user, 'Blog');
    await goTo(user, 'Press');
    await settle();
    expect(pageViews()).toEqual(['/']);
  });

  it('a Decline switches GA off at once, before anything else can send; an Accept switches it on', async () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    const { user } = await openHome();
    await waitFor(() => {
      expect(pageViews()).toEqual(['/']);
    });
    expect(gaDisabled()).toBe(false);

    const settings = within(screen.getByRole('contentinfo')).getByRole('button', {
      name: 'Privacy settings',
    });
    await user.click(settings);
    await user.click(within(await banner()).getByRole('button', { name: 'Decline' }));
    // Already off when the click is handled: gtag.js drops its own queued hits too.
    expect(gaDisabled()).toBe(true);
    await goTo(user, 'Blog');
    await settle();
    expect(pageViews()).toEqual(['/']);

    await user.click(settings);
    await user.click(within(await banner()).getByRole('button', { name: 'Accept' }));
    expect(gaDisabled()).toBe(false);
    await waitFor(() => {
      expect(pageViews()).toEqual(['/', '/blog']);
    });
    await goTo(user, 'Press');
    await waitFor(() => {
      expect(pageViews()).toEqual(['/', '/blog', '/press']);
    });
  });

  it('switches GA off for a stored Decline too, though it never loads', async () => {
    localStorage.setItem(CONSENT_KEY, 'denied');
    await openHome();
    await waitFor(() => {
      expect(gaDisabled()).toBe(true);
    });
  });

  it('takes a corrupted stored answer for none: it asks again', async () => {
    localStorage.setItem(CONSENT_KEY, '{"granted":tru');
    await openHome();
    await banner();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
    await settle();
    expect(pageViews()).toEqual([]);
  });

  it('asks nothing and offers no settings without a measurement id', async () => {
    await openHome({ config: { ...config, gaMeasurementId: null } });
    await settle();
    expect(screen.queryByRole('region', { name: 'Analytics' })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('button', { name: 'Privacy settings' })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(window.dataLayer).toEqual([]);
  });
});

describe('the privacy page', () => {
  it('names every key the site keeps in the browser, and what it sends where', async () => {
    const { TRIP_KEY } = await import('../../../src/features/trip/model/trip');
    const { PERSIST_KEY } = await import('../../../src/app/store/persistence');
    const { DEMO_DB_KEY } = await import('../../../src/mocks/db');
    renderApp({ route: '/privacy', config: withAnalytics });
    await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    const kept = screen.getAllByRole('term').map((term) => term.querySelector('code')?.textContent);
    for (const key of [
      'user',
      `persist:${PERSIST_KEY}`,
      'negrilPassword',
      TRIP_KEY,
      CONSENT_KEY,
      DEMO_DB_KEY,
    ]) {
      expect(kept).toContain(key);
    }
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    for (const where of [
      'Our server',
      'Contentful',
      'Instagram',
      'Firebase',
      'Google Analytics',
      'map’s tile server',
    ]) {
      expect(
        terms.some((term) => term.includes(where)),
        where,
      ).toBe(true);
    }
  });

  it('shows the answer and changes it', async () => {
    const { user } = renderApp({ route: '/privacy', config: withAnalytics });
    await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    expect(await screen.findByText('You have not answered yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline analytics' }));
    expect(screen.getByText('You have declined analytics.')).toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(Reflect.get(window, 'ga-disable-G-TEST123')).toBe(true);
    // The banner goes with the answer.
    expect(screen.queryByRole('region', { name: 'Analytics' })).toBeNull();
  });
});
