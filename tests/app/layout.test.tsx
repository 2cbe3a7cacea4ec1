import { computeAccessibleName } from 'dom-accessibility-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../src/config';
import { ADMIN, READER, signedInAuth } from '../session';
import { renderApp } from '../utils';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

function linkNames(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('link', { hidden: true })
    .map((link) => computeAccessibleName(link));
}

describe('the layout', () => {
  it('offers a visitor the sections and "Sign in"', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1, name: /Sunsets, cliffs/ });
    expect(linkNames(mainNav())).toEqual(['Blog', 'Press', 'Feed', 'Negril Guide', 'Sign in']);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("dates its copyright by the build, not by the visitor's clock (a page painted in one year is adopted in the next)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(__BUILD_YEAR__ + 3, 0, 1, 0, 0, 1));
    try {
      renderApp();
      await screen.findByRole('heading', { level: 1, name: /Sunsets, cliffs/ });
      expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${String(__BUILD_YEAR__)} `);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a signed-in user "Account" instead of "Sign in"', async () => {
    renderApp({ preloadedState: { auth: signedInAuth(READER) } });
    await screen.findByRole('heading', { level: 1, name: /Sunsets, cliffs/ });
    expect(linkNames(mainNav())).toEqual(['Blog', 'Press', 'Feed', 'Negril Guide', 'Account']);
  });

  it('shows the admin badge on the account of an admin, and signs out', async () => {
    const auth = signedInAuth(ADMIN);
    localStorage.setItem('user', JSON.stringify(auth.user));
    const { user, store } = renderApp({ route: '/account', preloadedState: { auth } });
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: /Sunsets, cliffs/ });
    expect(store.getState().auth).toMatchObject({ user: null, token: null, currentUser: null });
    expect(localStorage.getItem('user')).toBeNull();
    expect(linkNames(mainNav())).toContain('Sign in');
  });

  it('sends a visitor from /account to sign in, remembering where they were going', async () => {
    const { router } = renderApp({ route: '/account' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Faccount');
  });

  it('opens and closes the menu with its button, and a navigation closes it', async () => {
    const { user } = renderApp();
    await screen.findByRole('heading', { level: 1, name: /Sunsets, cliffs/ });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(mainNav()).getByRole('link', { name: 'Feed' }));
    await screen.findByRole('heading', { level: 1, name: 'Feed' });
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['/blog', 'Blog'],
    ['/blog/rick-s-cafe', 'Entry not found'],
    ['/press', 'Press'],
    ['/feed', 'Feed'],
    ['/negril', 'Negril Guide'],
    ['/login', 'Sign in'],
    ['/register', 'Create an account'],
    ['/activate/MQ/abc-123', 'Activate your account'],
    ['/password/reset', 'Reset your password'],
    ['/password/reset/confirm/MQ/abc-123', 'Choose a new password'],
    ['/no/such/page', 'Page not found'],
  ])('shows the screen of %s', async (route, heading) => {
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // The title follows the screen in an effect, a moment after its heading on a busy machine.
    await waitFor(() => expect(document.title).toBe(`${heading} · Negril Life`));
  });

  it('offers a way home from the not-found screen', async () => {
    const { user } = renderApp({ route: '/nowhere' });
    await user.click(await screen.findByRole('link', { name: 'Back to the home page' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Sunsets, cliffs/ }),
    ).toBeInTheDocument();
  });

  it('names the variables of a backend that is not configured, and the rest keeps working', async () => {
    const unconfigured = readConfig({ DEV: false, VITE_DEMO: 'false' });
    const { user } = renderApp({ route: '/blog', config: unconfigured });
    expect(
      await screen.findByText(
        'The blog is not configured: set VITE_CONTENTFUL_SPACE_ID and VITE_CONTENTFUL_ACCESS_TOKEN',
      ),
    ).toBeInTheDocument();
    await user.click(within(mainNav()).getByRole('link', { name: 'Feed' }));
    expect(
      await screen.findByText(
        'The feed is not configured: set VITE_INSTAGRAM_ACCESS_TOKEN (or VITE_INSTAGRAM_API_URL to a proxy that adds it)',
      ),
    ).toBeInTheDocument();
    await user.click(within(mainNav()).getByRole('link', { name: 'Negril Guide' }));
    expect(
      await screen.findByText(
        'The Negril guide is not configured: set NEGRIL_GUIDE_PASSWORD when building',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Negril Life' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Sunsets, cliffs/ }),
    ).toBeInTheDocument();
  });

  it('moves focus to the page after a navigation', async () => {
    const { user } = renderApp();
    await screen.findByRole('heading', { level: 1, name: /Sunsets, cliffs/ });
    await user.click(within(mainNav()).getByRole('link', { name: 'Press' }));
    await screen.findByRole('heading', { level: 1, name: 'Press' });
    await waitFor(() => {
      expect(screen.getByRole('main')).toHaveFocus();
    });
  });
});
