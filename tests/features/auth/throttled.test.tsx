import { screen } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../utils';
import { categoryNav, renderOpenGuide } from '../guide/helpers';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

/** The reference server's 429 (DRF): `Retry-After` in seconds, and the same wait in its detail. */
function throttle(method: 'get' | 'post', path: string, seconds: number, header = true) {
  server.use(
    mockHttp[method](`/api${path}`, () =>
      HttpResponse.json(
        { detail: `Request was throttled. Expected available in ${seconds} seconds.` },
        { status: 429, headers: header ? { 'Retry-After': String(seconds) } : {} },
      ),
    ),
  );
}

describe('a throttled registration', () => {
  it('says how long to wait, and keeps the form', async () => {
    throttle('post', '/v1/auth/users/', 1800);
    const { user } = renderApp({ route: '/register' });
    await heading('Create an account');
    await user.type(screen.getByLabelText('First name'), 'Marcus');
    await user.type(screen.getByLabelText('Last name'), 'Brown');
    await user.type(screen.getByLabelText('Email'), 'marcus@example.com');
    await user.type(screen.getByLabelText('Password'), 'Booby-Cay-Sailing-9');
    await user.type(screen.getByLabelText('Confirm password'), 'Booby-Cay-Sailing-9');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 30 minutes.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('marcus@example.com');
    expect(outbox()).toEqual([]);
  });
});

/** The sign-in screen after a refused sign-in, where a new activation mail can be asked for. */
async function askForActivationMail(route: string, words: Record<string, string>) {
  const { user } = renderApp({ route });
  await heading(words.title ?? '');
  await user.type(screen.getByLabelText(words.email ?? ''), 'marcus@example.com');
  await user.type(screen.getByLabelText(words.password ?? ''), 'Booby-Cay-Sailing-9');
  await user.click(screen.getByRole('button', { name: words.title ?? '' }));
  await screen.findByRole('alert');
  await user.click(screen.getByRole('button', { name: words.resend ?? '' }));
}

describe('a throttled request for a new activation mail', () => {
  const english = {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    resend: 'Send a new activation e-mail',
  };

  it('says how long to wait (Retry-After), not that the mail could not be sent', async () => {
    throttle('post', '/v1/auth/users/resend_activation/', 42);
    await askForActivationMail('/login', english);
    expect(await screen.findByText('Too many attempts. Try again in 42 seconds.')).toBeVisible();
    expect(screen.queryByText(/could not be sent/)).not.toBeInTheDocument();
    expect(outbox()).toEqual([]);
  });

  it('reads the wait from the detail when Retry-After is not exposed', async () => {
    throttle('post', '/v1/auth/users/resend_activation/', 7, false);
    await askForActivationMail('/login', english);
    expect(await screen.findByText('Too many attempts. Try again in 7 seconds.')).toBeVisible();
  });

  it('says it in the page’s language', async () => {
    throttle('post', '/v1/auth/users/resend_activation/', 600);
    await askForActivationMail('/es/login', {
      title: 'Iniciar sesión',
      email: 'Correo electrónico',
      password: 'Contraseña',
      resend: 'Enviar un nuevo correo de activación',
    });
    expect(
      await screen.findByText('Demasiados intentos. Inténtalo de nuevo en 10 minutos.'),
    ).toBeVisible();
  });

  it('still says the mail could not be sent for any other failure', async () => {
    server.use(
      mockHttp.post('/api/v1/auth/users/resend_activation/', () =>
        HttpResponse.text('boom', { status: 502 }),
      ),
    );
    await askForActivationMail('/login', english);
    expect(
      await screen.findByText('The activation e-mail could not be sent. Please try again.'),
    ).toBeVisible();
  });
});

describe('a guide whose server holds back the word’s checks (wrong words per client)', () => {
  it('says how long to wait', async () => {
    throttle('get', '/negril_guide/', 900);
    renderOpenGuide();
    // The guide's screen is a lazy chunk: slow to come on a busy machine.
    const said = await screen.findByText(
      /Too many attempts\. Try again in 15 minutes\./,
      undefined,
      {
        timeout: 15_000,
      },
    );
    expect(said).toBeVisible();
    expect(screen.queryByRole('navigation', { name: /categories/i })).not.toBeInTheDocument();
  });

  it('opens once the server takes the word again', async () => {
    renderOpenGuide();
    await categoryNav();
  });
});
