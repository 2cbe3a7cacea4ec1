import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { READER } from '../../session';
import { renderApp } from '../../utils';
import { recordRequests, requestsTo } from './helpers';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('the sign-in screen', () => {
  it('signs in and lands where the visitor was going', async () => {
    const { user, router } = renderApp({ route: '/login?next=%2Fnegril' });
    await heading('Sign in');
    await user.type(screen.getByLabelText('Email'), READER.email);
    await user.type(screen.getByLabelText('Password'), READER.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await heading('Negril Guide');
    expect(router.state.location.pathname).toBe('/negril');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Account', hidden: true })).toBeInTheDocument();
  });

  it('lands on the account by default and never follows a next link off the site', async () => {
    const { user } = renderApp({ route: '/login?next=https%3A%2F%2Fevil.example' });
    await heading('Sign in');
    await user.type(screen.getByLabelText('Email'), READER.email);
    await user.type(screen.getByLabelText('Password'), READER.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await heading('Your account');
    expect(await screen.findByText('Rita Reader')).toBeInTheDocument();
  });

  it('says wrong password and not-activated alike, keeps what was typed, and resends activation', async () => {
    const seen = recordRequests();
    const { user } = renderApp({ route: '/login' });
    await heading('Sign in');
    await user.type(screen.getByLabelText('Email'), 'marcus@example.com');
    await user.type(screen.getByLabelText('Password'), 'Booby-Cay-Sailing-9');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is not right, or the account has not been activated yet.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('marcus@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Booby-Cay-Sailing-9');

    await user.click(screen.getByRole('button', { name: 'Send a new activation e-mail' }));
    expect(
      await screen.findByText(/If an account with this email is waiting for activation/),
    ).toBeInTheDocument();
    expect(requestsTo(seen, '/v1/auth/users/resend_activation/')[0]?.body).toEqual({
      email: 'marcus@example.com',
    });
    expect(outbox().map((email) => [email.kind, email.to])).toEqual([
      ['activation', 'marcus@example.com'],
    ]);
  });

  it('says plainly when the server fails, and when it cannot be reached', async () => {
    server.use(
      mockHttp.post('/api/v1/auth/jwt/create/', () => HttpResponse.text('boom', { status: 502 })),
    );
    const { user } = renderApp({ route: '/login' });
    await heading('Sign in');
    await user.type(screen.getByLabelText('Email'), READER.email);
    await user.type(screen.getByLabelText('Password'), READER.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server had a problem (error 502). Please try again in a moment.',
    );

    server.use(mockHttp.post('/api/v1/auth/jwt/create/', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue(READER.email);
  });

  it('says how long to wait after too many attempts (429)', async () => {
    server.use(
      mockHttp.post('/api/v1/auth/jwt/create/', () =>
        HttpResponse.json(
          { detail: 'Request was throttled. Expected available in 42 seconds.' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const { user, store } = renderApp({ route: '/login' });
    await heading('Sign in');
    await user.type(screen.getByLabelText('Email'), READER.email);
    await user.type(screen.getByLabelText('Password'), READER.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Try again in 42 seconds.',
    );
    expect(store.getState().auth.user).toBeNull();
  });

  it('shows the server’s field errors beside the fields', async () => {
    const { user } = renderApp({ route: '/login' });
    await heading('Sign in');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'This field may not be blank.',
      );
    });
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'This field may not be blank.',
    );
    expect(screen.getByLabelText('Email')).toBeInvalid();
  });
});

describe('registration, activation and sign-in', () => {
  it('registers, activates from the e-mail link with the password chosen (a wrong one said and kept), and signs in', async () => {
    const seen = recordRequests();
    const { user, unmount } = renderApp({ route: '/register' });
    await heading('Create an account');
    await user.type(screen.getByLabelText('First name'), 'Nia');
    await user.type(screen.getByLabelText('Last name'), 'Campbell');
    await user.type(screen.getByLabelText('Email'), 'nia@example.com');
    await user.type(screen.getByLabelText('Password'), 'Blue-Lagoon-2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Blue-Lagoon-2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await heading('Check your e-mail');
    expect(screen.getByRole('status')).toHaveTextContent(
      'We sent an activation link to nia@example.com',
    );
    expect(requestsTo(seen, '/v1/auth/users/')[0]?.body).toEqual({
      email: 'nia@example.com',
      username: 'nia@example.com',
      first_name: 'Nia',
      last_name: 'Campbell',
      password: 'Blue-Lagoon-2026',
      re_password: 'Blue-Lagoon-2026',
    });
    unmount();

    const link = outbox()[0]?.link ?? '';
    expect(link).toMatch(/^\/activate\/[^/]+\/[^/]+$/);
    const activation = renderApp({ route: link });
    // The link and the password chosen at registration together; a wrong one is said, and kept.
    const password = await screen.findByLabelText('Your password');
    await activation.user.type(password, 'Blue-Lagoon-2025');
    await activation.user.click(screen.getByRole('button', { name: 'Activate my account' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription(
        'This is not the password chosen when this account was registered.',
      );
    });
    expect(screen.getByLabelText('Your password')).toHaveValue('Blue-Lagoon-2025');
    await activation.user.clear(screen.getByLabelText('Your password'));
    await activation.user.type(screen.getByLabelText('Your password'), 'Blue-Lagoon-2026');
    await activation.user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(
      await screen.findByText('Your account is active. Welcome to Negril Life!'),
    ).toBeInTheDocument();
    expect(requestsTo(seen, '/v1/auth/users/activation/').map((request) => request.body)).toEqual([
      expect.objectContaining({ password: 'Blue-Lagoon-2025' }),
      expect.objectContaining({ password: 'Blue-Lagoon-2026' }),
    ]);
    // The link's values left the address as the screen opened.
    expect(activation.router.state.location.pathname).toBe('/activate/:uid/:token');

    await activation.user.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }),
    );
    await heading('Sign in');
    await activation.user.type(screen.getByLabelText('Email'), 'nia@example.com');
    await activation.user.type(screen.getByLabelText('Password'), 'Blue-Lagoon-2026');
    await activation.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await heading('Your account');
    expect(await screen.findByText('Nia Campbell')).toBeInTheDocument();
  });

  it('shows the server’s field errors beside their fields and keeps the form', async () => {
    const { user } = renderApp({ route: '/register' });
    await heading('Create an account');
    await user.type(screen.getByLabelText('First name'), 'Rita');
    await user.type(screen.getByLabelText('Last name'), 'Again');
    await user.type(screen.getByLabelText('Email'), READER.email);
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.type(screen.getByLabelText('Confirm password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => {
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'user with this email already exists.',
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(screen.getByLabelText('First name')).toHaveValue('Rita');

    // djoser checks the password only once the fields are valid.
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'rita.again@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        /This password is too common/,
      );
    });
    expect(screen.getByLabelText('Email')).not.toBeInvalid();
    expect(screen.getByLabelText('Password')).toHaveValue('password');
  });

  it('shows a mismatch of the two passwords at the top', async () => {
    const { user } = renderApp({ route: '/register' });
    await heading('Create an account');
    await user.type(screen.getByLabelText('First name'), 'Nia');
    await user.type(screen.getByLabelText('Last name'), 'Campbell');
    await user.type(screen.getByLabelText('Email'), 'nia@example.com');
    await user.type(screen.getByLabelText('Password'), 'Blue-Lagoon-2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Blue-Lagoon-2027');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The two password fields didn't match.",
    );
  });

  it('says "already activated" for a used link and "not valid" for a bad one', async () => {
    const { link } = await (async () => {
      const { register } = await import('../../../src/features/auth');
      const { makeStore } = await import('../../../src/app/store/store');
      const { store } = makeStore({ persist: false });
      await store.dispatch(
        register({
          firstName: 'Nia',
          lastName: 'Campbell',
          email: 'nia@example.com',
          password: 'Blue-Lagoon-2026',
          confirmPassword: 'Blue-Lagoon-2026',
        }),
      );
      return { link: outbox()[0]?.link ?? '' };
    })();
    const first = renderApp({ route: link });
    await first.user.type(await screen.findByLabelText('Your password'), 'Blue-Lagoon-2026');
    await first.user.click(screen.getByRole('button', { name: 'Activate my account' }));
    await screen.findByText('Your account is active. Welcome to Negril Life!');
    first.unmount();

    const second = renderApp({ route: link });
    await second.user.type(await screen.findByLabelText('Your password'), 'Blue-Lagoon-2026');
    await second.user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(
      await screen.findByText('This account is already activated. You can sign in.'),
    ).toBeInTheDocument();
    second.unmount();

    const third = renderApp({ route: '/activate/MQ/not-a-token' });
    await third.user.click(
      await screen.findByRole('button', { name: 'I did not register, or I forgot the password' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This activation link is not valid');
  });

  it('activates without the password for an owner who did not register it, and mails a link to choose one', async () => {
    const { register } = await import('../../../src/features/auth');
    const { makeStore } = await import('../../../src/app/store/store');
    // Someone else registers the visitor's address with a password of their own.
    await makeStore({ persist: false }).store.dispatch(
      register({
        firstName: 'Not',
        lastName: 'Nia',
        email: 'nia@example.com',
        password: 'Someone-Elses-2026',
        confirmPassword: 'Someone-Elses-2026',
      }),
    );
    const { user } = renderApp({ route: outbox()[0]?.link ?? '' });
    await user.click(
      await screen.findByRole('button', { name: 'I did not register, or I forgot the password' }),
    );
    expect(
      await screen.findByText(
        'Your account is active. We sent you an e-mail with a link to choose your password.',
      ),
    ).toBeInTheDocument();
    expect(outbox().map((mail) => [mail.kind, mail.to])).toEqual([
      ['activation', 'nia@example.com'],
      ['password_reset', 'nia@example.com'],
    ]);
    // The other's password opens nothing.
    const { user: visitor } = renderApp({ route: '/login' });
    await visitor.type(await screen.findByLabelText('Email'), 'nia@example.com');
    await visitor.type(screen.getByLabelText('Password'), 'Someone-Elses-2026');
    await visitor.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is not right',
    );
  });

  it('offers "Try again" when activation cannot reach the server', async () => {
    server.use(
      mockHttp.post('/api/v1/auth/users/activation/', () => HttpResponse.error(), { once: true }),
    );
    const { user } = renderApp({ route: '/activate/MQ/some-token' });
    await user.type(await screen.findByLabelText('Your password'), 'Blue-Lagoon-2026');
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account could not be activated.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This activation link is not valid');
  });
});
