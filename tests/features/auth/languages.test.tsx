import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { config } from '../../../src/config';
import { initialAuthState } from '../../../src/features/auth';
import { outbox } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { READER } from '../../session';
import { renderApp } from '../../utils';
import { recordRequests, requestsTo } from './helpers';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

/** DRF's throttled sign-in, waiting `seconds`. */
function throttleSignIn(seconds: number) {
  server.use(
    mockHttp.post('/api/v1/auth/jwt/create/', () =>
      HttpResponse.json(
        { detail: `Request was throttled. Expected available in ${seconds} seconds.` },
        { status: 429, headers: { 'Retry-After': String(seconds) } },
      ),
    ),
  );
}

describe('the sign-in screen in Spanish', () => {
  it('speaks Spanish, says a wrong password in Spanish and keeps what was typed', async () => {
    const { user } = renderApp({ route: '/es/login' });
    await heading('Iniciar sesión');
    expect(
      screen.getByText('Hola de nuevo. Inicia sesión con tu correo electrónico o con Google.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute(
      'href',
      '/es/register',
    );
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/es/password/reset',
    );

    await user.type(screen.getByLabelText('Correo electrónico'), 'marcus@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'Booby-Cay-Sailing-9');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'El correo electrónico o la contraseña no son correctos, o la cuenta todavía no está activada.',
    );
    expect(within(alert).getByRole('link', { name: 'restablece tu contraseña' })).toHaveAttribute(
      'href',
      '/es/password/reset',
    );
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('marcus@example.com');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('Booby-Cay-Sailing-9');

    await user.click(screen.getByRole('button', { name: 'Enviar un nuevo correo de activación' }));
    expect(
      await screen.findByText(
        'Si hay una cuenta con este correo pendiente de activación, ya te enviamos un nuevo enlace.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server’s blank-field errors in Spanish beside the fields', async () => {
    const { user } = renderApp({ route: '/es/login' });
    await heading('Iniciar sesión');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
        'Este campo no puede estar vacío.',
      );
    });
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Este campo no puede estar vacío.',
    );
  });
});

describe('the sign-in screen in German', () => {
  it('says how long to wait after too many attempts, in German plurals, and keeps the form', async () => {
    throttleSignIn(42);
    const { user, store } = renderApp({ route: '/de/login' });
    await heading('Anmelden');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), READER.email);
    await user.type(screen.getByLabelText('Passwort'), READER.password);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Anmeldeversuche. Bitte versuchen Sie es in 42 Sekunden erneut.',
    );
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue(READER.email);
    expect(screen.getByLabelText('Passwort')).toHaveValue(READER.password);
    expect(store.getState().auth.user).toBeNull();

    throttleSignIn(1);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Zu viele Anmeldeversuche. Bitte versuchen Sie es in einer Sekunde erneut.',
      );
    });
  });

  it('says in German when the server fails, and when it cannot be reached', async () => {
    server.use(
      mockHttp.post('/api/v1/auth/jwt/create/', () => HttpResponse.text('boom', { status: 502 })),
    );
    const { user } = renderApp({ route: '/de/login' });
    await heading('Anmelden');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), READER.email);
    await user.type(screen.getByLabelText('Passwort'), READER.password);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Beim Server ist ein Problem aufgetreten (Fehler 502). Bitte versuchen Sie es gleich noch einmal.',
    );

    server.use(mockHttp.post('/api/v1/auth/jwt/create/', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Wir konnten den Server nicht erreichen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      );
    });
  });

  it('follows an English `next` in the page’s language after signing in', async () => {
    const { user, router } = renderApp({ route: '/de/login?next=%2Faccount' });
    await heading('Anmelden');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), READER.email);
    await user.type(screen.getByLabelText('Passwort'), READER.password);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await heading('Ihr Konto');
    expect(router.state.location.pathname).toBe('/de/account');
  });

  it('signs in and lands on the account in German', async () => {
    const { user, router } = renderApp({ route: '/de/login' });
    await heading('Anmelden');
    await user.type(screen.getByLabelText('E-Mail-Adresse'), READER.email);
    await user.type(screen.getByLabelText('Passwort'), READER.password);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await heading('Ihr Konto');
    expect(router.state.location.pathname).toBe('/de/account');
    expect(await screen.findByText('Rita Reader')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });
});

describe('registration in French', () => {
  it('labels every field in French', async () => {
    renderApp({ route: '/fr/register' });
    await heading('Créer un compte');
    for (const label of [
      'Prénom',
      'Nom',
      'Adresse e-mail',
      'Mot de passe',
      'Confirmez le mot de passe',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Au moins 8 caractères, pas uniquement des chiffres, pas un mot courant.',
    );
    expect(screen.getByRole('button', { name: 'Créer le compte' })).toBeInTheDocument();
  });

  it('tells djoser’s field errors in French, an unknown one as the server wrote it, and keeps the form', async () => {
    server.use(
      mockHttp.post('/api/v1/auth/users/', () =>
        HttpResponse.json(
          {
            email: ['user with this email already exists.'],
            password: ['This password is too short. It must contain at least 8 characters.'],
            referral: ['This referral code has expired.'],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp({ route: '/fr/register' });
    await heading('Créer un compte');
    await user.type(screen.getByLabelText('Prénom'), 'Rita');
    await user.type(screen.getByLabelText('Nom'), 'Again');
    await user.type(screen.getByLabelText('Adresse e-mail'), READER.email);
    await user.type(screen.getByLabelText('Mot de passe'), 'short');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'short');
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));

    await waitFor(() => {
      expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
        'Un compte existe déjà avec cette adresse e-mail.',
      );
    });
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Au moins 8 caractères, pas uniquement des chiffres, pas un mot courant. Ce mot de passe est trop court. Il doit contenir au moins 8 caractères.',
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Veuillez corriger les champs signalés.');
    // A sentence the site does not know stays the server's, marked as English.
    expect(within(alert).getByText('This referral code has expired.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByLabelText('Prénom')).toHaveValue('Rita');
    expect(screen.getByLabelText('Nom')).toHaveValue('Again');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue(READER.email);
  });

  it('tells a mismatch of the two passwords at the top, in French', async () => {
    const { user } = renderApp({ route: '/fr/register' });
    await heading('Créer un compte');
    await user.type(screen.getByLabelText('Prénom'), 'Nia');
    await user.type(screen.getByLabelText('Nom'), 'Campbell');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'nia@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'Blue-Lagoon-2026');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'Blue-Lagoon-2027');
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Les deux mots de passe ne correspondent pas.');
    expect(alert.querySelector('[lang="en"]')).toBeNull();
  });

  it('registers, and the e-mail’s activation link (an English path) activates in French', async () => {
    const seen = recordRequests();
    const { user, unmount } = renderApp({ route: '/fr/register' });
    await heading('Créer un compte');
    await user.type(screen.getByLabelText('Prénom'), 'Nia');
    await user.type(screen.getByLabelText('Nom'), 'Campbell');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'nia@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'Blue-Lagoon-2026');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'Blue-Lagoon-2026');
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    await heading('Consultez vos e-mails');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nous avons envoyé un lien d’activation à nia@example.com. Ouvrez-le pour activer votre compte, puis connectez-vous.',
    );
    expect(within(screen.getByRole('status')).getByText('nia@example.com').tagName).toBe('STRONG');
    unmount();

    const link = outbox()[0]?.link ?? '';
    expect(link).toMatch(/^\/activate\/[^/]+\/[^/]+$/);
    const activation = renderApp({ route: `/fr${link}` });
    await activation.user.type(
      await screen.findByLabelText('Votre mot de passe'),
      'Blue-Lagoon-2026',
    );
    await activation.user.click(screen.getByRole('button', { name: 'Activer mon compte' }));
    expect(
      // The narrow no-break space before "!" reads as a space once the text is normalised.
      await screen.findByText(/^Votre compte est activé\. Bienvenue sur Negril Life\s!$/),
    ).toBeInTheDocument();
    expect(requestsTo(seen, '/v1/auth/users/activation/')).toHaveLength(1);
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Se connecter' }),
    ).toBeInTheDocument();
  });
});

describe('password reset in Spanish', () => {
  it('sends the link (an English path) and says so in Spanish', async () => {
    const { user } = renderApp({ route: '/es/password/reset' });
    await heading('Restablece tu contraseña');
    await user.type(screen.getByLabelText('Correo electrónico'), READER.email);
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Si existe una cuenta con ${READER.email}, te enviamos un enlace para elegir una nueva contraseña.`,
    );
    expect(outbox()[0]?.link).toMatch(/^\/password\/reset\/confirm\/[^/]+\/[^/]+$/);
  });

  it('says a used link is not valid, with a link to ask for a new one, in Spanish', async () => {
    const { user } = renderApp({ route: '/es/password/reset/confirm/MQ/not-a-token' });
    await heading('Elige una nueva contraseña');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Rockhouse-Sunset-77');
    await user.type(screen.getByLabelText('Confirma la contraseña'), 'Rockhouse-Sunset-77');
    await user.click(screen.getByRole('button', { name: 'Guardar la nueva contraseña' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Este enlace para restablecer la contraseña no es válido o ya se usó. Pide un nuevo enlace.',
    );
    expect(within(alert).getByRole('link', { name: 'Pide un nuevo enlace' })).toHaveAttribute(
      'href',
      '/es/password/reset',
    );
  });
});

describe('Google sign-in in other languages', () => {
  it('labels the demo’s stand-in in Spanish and says a refused token in Spanish', async () => {
    server.use(
      mockHttp.post('/api/v1/auth/firebase/', () =>
        HttpResponse.json({ detail: 'The Google sign-in could not be verified.' }, { status: 401 }),
      ),
    );
    const { user, store } = renderApp({ route: '/es/login', config });
    await user.click(await screen.findByRole('button', { name: 'Continuar con Google' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Inicio de sesión con Google (demo)',
    });
    await user.type(within(dialog).getByLabelText('Nombre'), 'Shanice Walters');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'shanice@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nuestro servidor no pudo verificar el inicio de sesión con Google. Inténtalo de nuevo.',
    );
    expect(store.getState().auth.user).toBeNull();
  });

  it('says what the configuration lacks in German, the variables’ names marked as English', async () => {
    renderApp({ route: '/de/login', config: { ...config, demo: false } });
    const note = await screen.findByText(/^Die Anmeldung mit Google ist nicht eingerichtet:/);
    expect(note).toHaveTextContent(
      'Die Anmeldung mit Google ist nicht eingerichtet: set VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_APP_ID.',
    );
    expect(note.querySelector('[lang="en"]')).toHaveTextContent(/^set VITE_FIREBASE_API_KEY/);
  });
});

describe('the session-expired notice in French', () => {
  it('says it in French, with a link back to the sign-in in French', async () => {
    renderApp({
      route: '/fr/blog',
      preloadedState: { auth: { ...initialAuthState(null), sessionExpired: true } },
    });
    const notice = await screen.findByText('Votre session a expiré. Veuillez vous reconnecter.');
    const bar = notice.closest('[role="status"]');
    expect(bar).not.toBeNull();
    expect(within(bar as HTMLElement).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/fr/login?next=${encodeURIComponent('/fr/blog')}`,
    );
    expect(within(bar as HTMLElement).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
