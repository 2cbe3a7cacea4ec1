import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../utils';
import { recordRequests, requestsTo } from '../helpers';

/**
 * A session the server will not refresh (its tokens are not even JWTs the client can read): the
 * visitor opening their account is signed out and told, on the sign-in screen, and the public
 * screens keep working.
 */

describe('a session that cannot be refreshed', () => {
  it('ends with a notice on the sign-in screen, nothing kept, and public screens keep working', async () => {
    localStorage.setItem('user', JSON.stringify({ access: 'a.b.c', refresh: 'x.y.z' }));
    const seen = recordRequests();
    const { user, store } = renderApp({ route: '/account' });

    expect(
      await screen.findByText(
        'Your session has expired. Please sign in again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // The server was asked, and refused.
    expect(requestsTo(seen, '/v1/auth/jwt/refresh/')[0]?.body).toEqual({ refresh: 'x.y.z' });
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.getState().auth).toMatchObject({ user: null, token: null, sessionExpired: true });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Press', hidden: true }));
    await screen.findByRole('heading', { level: 1, name: 'Press' }, { timeout: 10_000 });
    await waitFor(() => {
      expect(screen.getAllByRole('link', { name: /best beaches in the Caribbean/ }).length).toBe(1);
    });
  });
});
