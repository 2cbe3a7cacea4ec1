import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_KEY } from '../../../src/app/analytics/consent';
import { config } from '../../../src/config';
import { renderApp } from '../../utils';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: unknown;
  }
}

type GtagCall = [string, ...unknown[]];

function gtagCalls(): GtagCall[] {
  return (window.dataLayer ?? []).map(
    (entry) => Array.from(entry as ArrayLike<unknown>) as GtagCall,
  );
}

function pageViews() {
  return gtagCalls()
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => params);
}

// The visitor has accepted analytics (tests/app/analytics/consent.fresh.test.tsx asks the question).
describe('GA4 page views, once accepted', () => {
  beforeEach(() => {
    window.dataLayer = [];
    localStorage.setItem(CONSENT_KEY, 'granted');
  });

  // First in the file: later tests load react-ga4, which adds its script to the document.
  it('loads no analytics at all without a measurement id', async () => {
    renderApp({ route: '/', config: { ...config, gaMeasurementId: null } });
    await screen.findByRole('heading', { level: 1, name: /Sunsets, cliffs/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.dataLayer).toEqual([]);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('sends exactly one page view per completed route change, the first included', async () => {
    const { user } = renderApp({ route: '/', config: { ...config, gaMeasurementId: 'G-TEST123' } });
    await screen.findByRole('heading', { level: 1, name: /Sunsets, cliffs/ });
    await waitFor(() => {
      expect(pageViews()).toHaveLength(1);
    });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Blog' }));
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    await user.click(within(nav).getByRole('link', { name: 'Press' }));
    await screen.findByRole('heading', { level: 1, name: 'Press' });

    await waitFor(() => {
      expect(pageViews()).toHaveLength(3);
    });
    const origin = window.location.origin;
    expect(pageViews()).toEqual([
      {
        page_path: '/',
        page_location: `${origin}/`,
        page_title: 'Negril Life · Travel & lifestyle in Negril',
        page_referrer: '',
      },
      {
        page_path: '/blog',
        page_location: `${origin}/blog`,
        page_title: 'Blog · Negril Life',
        page_referrer: `${origin}/`,
      },
      {
        page_path: '/press',
        page_location: `${origin}/press`,
        page_title: 'Press · Negril Life',
        page_referrer: `${origin}/blog`,
      },
    ]);
    // initialize must not send a page view of its own.
    const configs = gtagCalls().filter(([command]) => command === 'config');
    expect(configs).toEqual([['config', 'G-TEST123', { send_page_view: false }]]);
  });

  it('sends no page view for a change made in place: a search typed in the guide', async () => {
    localStorage.setItem('negrilPassword', 'one-love');
    const { user } = renderApp({
      route: '/negril',
      config: { ...config, gaMeasurementId: 'G-TEST123' },
    });
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(search, 'jerk');
    await user.click(screen.getByRole('checkbox', { name: 'Open now' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageViews().map((view) => (view as { page_path: string }).page_path)).toEqual([
      '/negril',
    ]);
  });

  it('counts a redirect as the one page it lands on, without the query its route does not list', async () => {
    renderApp({ route: '/account', config: { ...config, gaMeasurementId: 'G-TEST123' } });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => {
      expect(pageViews()).toMatchObject([
        { page_path: '/login', page_title: 'Sign in · Negril Life' },
      ]);
    });
  });

  it('keeps only the query parameters a route lists as harmless', async () => {
    renderApp({
      route: '/blog?tag=food&email=someone%40example.com&utm_source=mail',
      config: { ...config, gaMeasurementId: 'G-TEST123' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    await waitFor(() => {
      expect(pageViews()).toMatchObject([
        {
          page_path: '/blog?tag=food',
          page_location: `${window.location.origin}/blog?tag=food`,
        },
      ]);
    });
    expect(JSON.stringify(gtagCalls())).not.toMatch(/someone|utm_source/);
  });

  // Whoever reads the analytics property must not be able to follow an activation or reset link.
  it.each([
    ['/password/reset/confirm/MTIz/c0ffee-5ecret7oken', '/password/reset/confirm/:uid/:token'],
    ['/activate/MTIz/c0ffee-5ecret7oken', '/activate/:uid/:token'],
    ['/activate/MTIz/c0ffee-5ecret7oken/?x=c0ffee-5ecret7oken', '/activate/:uid/:token'],
  ])('tells analytics nothing of the token in %s', async (route, pattern) => {
    const { user } = renderApp({ route, config: { ...config, gaMeasurementId: 'G-TEST123' } });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => {
      expect(pageViews()).toHaveLength(1);
    });
    expect(pageViews()[0]).toMatchObject({
      page_path: pattern,
      page_location: `${window.location.origin}${pattern}`,
    });
    // The next page's referrer is the pattern too.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Blog' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    await waitFor(() => {
      expect(pageViews()).toHaveLength(2);
    });
    expect(pageViews()[1]).toMatchObject({
      page_referrer: `${window.location.origin}${pattern}`,
    });
    // Every call made to gtag: set, config, event.
    expect(gtagCalls().some(([command]) => command === 'set')).toBe(true);
    const told = JSON.stringify(gtagCalls());
    expect(told).not.toContain('c0ffee');
    expect(told).not.toContain('MTIz');
  });
});
