import { screen, waitFor } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { READER } from '../../session';
import { renderApp } from '../../utils';
import { recordRequests, requestsTo } from './helpers';

/**
 * Forgot the password: the reset request, the mailed link’s screen (its token out of the
 * address, a reload of it), and a weak new password.
 */

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('password reset', () => {
  it('answers the same for a known and an unknown email', async () => {
    for (const email of [READER.email, 'nobody@example.com']) {
      const { user, unmount } = renderApp({ route: '/password/reset' });
      await heading('Reset your password');
      await user.type(screen.getByLabelText('Email'), email);
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        `If an account exists for ${email}, we have sent it a link to choose a new password.`,
      );
      unmount();
    }
    expect(outbox().map((email) => email.to)).toEqual([READER.email]);
  });

  it('says how long to wait after too many requests (429)', async () => {
    server.use(
      mockHttp.post('/api/v1/auth/users/reset_password/', () =>
        HttpResponse.json(
          { detail: 'Request was throttled. Expected available in 30 seconds.' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
    const { user } = renderApp({ route: '/password/reset' });
    await heading('Reset your password');
    await user.type(screen.getByLabelText('Email'), READER.email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 30 seconds.',
    );
    expect(outbox()).toEqual([]);
  });

  it('sets a new password from the e-mail link, then the old link is refused', async () => {
    const first = renderApp({ route: '/password/reset' });
    await first.user.type(await screen.findByLabelText('Email'), READER.email);
    await first.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('status');
    first.unmount();

    const link = outbox()[0]?.link ?? '';
    expect(link).toMatch(/^\/password\/reset\/confirm\/[^/]+\/[^/]+$/);
    const seen = recordRequests();
    const confirm = renderApp({ route: link });
    await heading('Choose a new password');
    // The link's values left the address as the screen opened; the form still sends them.
    await waitFor(() => {
      expect(confirm.router.state.location.pathname).toBe('/password/reset/confirm/:uid/:token');
    });
    await confirm.user.type(screen.getByLabelText('New password'), 'Rockhouse-Sunset-77');
    await confirm.user.type(screen.getByLabelText('Confirm password'), 'Rockhouse-Sunset-77');
    await confirm.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    const [, , , , uid, token] = link.split('/');
    expect(requestsTo(seen, '/v1/auth/users/reset_password_confirm/')[0]?.body).toEqual({
      uid,
      token,
      new_password: 'Rockhouse-Sunset-77',
      re_new_password: 'Rockhouse-Sunset-77',
    });
    confirm.unmount();

    const again = renderApp({ route: link });
    await heading('Choose a new password');
    await again.user.type(screen.getByLabelText('New password'), 'Another-Sunset-78');
    await again.user.type(screen.getByLabelText('Confirm password'), 'Another-Sunset-78');
    await again.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is not valid or has already been used.',
    );
  });

  it('opened again at the address it left (a reload), says the link is gone and sends nothing', async () => {
    const seen = recordRequests();
    const { user, unmount } = renderApp({ route: '/password/reset/confirm/:uid/:token' });
    await heading('Choose a new password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'For your safety, this page no longer holds your reset link',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await heading('Reset your password');
    unmount();

    renderApp({ route: '/activate/:uid/:token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For your safety, this page no longer holds the activation link',
    );
    expect(requestsTo(seen, '/v1/auth/users/activation/')).toHaveLength(0);
    expect(requestsTo(seen, '/v1/auth/users/reset_password_confirm/')).toHaveLength(0);
  });

  it('shows a weak new password’s errors beside the field', async () => {
    const { user } = renderApp({ route: '/password/reset/confirm/Mg/whatever' });
    await heading('Choose a new password');
    server.use(
      mockHttp.post('/api/v1/auth/users/reset_password_confirm/', () =>
        HttpResponse.json({ new_password: ['This password is too common.'] }, { status: 400 }),
      ),
    );
    await user.type(screen.getByLabelText('New password'), 'password');
    await user.type(screen.getByLabelText('Confirm password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => {
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        'This password is too common.',
      );
    });
  });
});
