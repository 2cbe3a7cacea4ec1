import { computeAccessibleName } from 'dom-accessibility-api';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouteErrorScreen } from '../../../src/app/screens/RouteErrorScreen';
import { config } from '../../../src/config';
import { setLocale } from '../../../src/lib/i18n/runtime';
import { renderApp } from '../../utils';

const withAnalytics = { ...config, gaMeasurementId: 'G-TEST123' };

function metaDescription(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

function links(container: HTMLElement) {
  return within(container)
    .getAllByRole('link', { hidden: true })
    .map((link) => [computeAccessibleName(link), link.getAttribute('href')]);
}

describe('the shell in Spanish (/es/)', () => {
  it('speaks Spanish from the skip link to the footer, with every link to a Spanish page', async () => {
    renderApp({ route: '/es/' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Atardeceres, acantilados y siete millas de arena.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('button', { name: 'Menú' })).toBeInTheDocument();
    expect(links(screen.getByRole('navigation', { name: 'Principal' }))).toEqual([
      ['Blog', '/es/blog'],
      ['Prensa', '/es/press'],
      ['Galería', '/es/feed'],
      ['Guía de Negril', '/es/negril'],
      ['Iniciar sesión', '/es/login'],
    ]);
    expect(screen.getByRole('link', { name: 'Negril Life' })).toHaveAttribute('href', '/es/');

    const explore = screen.getByRole('region', { name: 'Explorar' });
    expect(within(explore).getByRole('link', { name: /^Galería/ })).toHaveAttribute(
      'href',
      '/es/feed',
    );
    expect(explore).toHaveTextContent('para quienes conocen la contraseña de la guía');
    expect(screen.getByRole('link', { name: 'Leer el blog' })).toHaveAttribute('href', '/es/blog');
    expect(screen.getByRole('link', { name: 'Abrir la guía de Negril' })).toHaveAttribute(
      'href',
      '/es/negril',
    );

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Negril Life. Historias del oeste de Jamaica.');
    expect(within(footer).getByRole('link', { name: 'Privacidad' })).toHaveAttribute(
      'href',
      '/es/privacy',
    );

    await waitFor(() => {
      expect(document.title).toBe('Negril Life · Viajes y estilo de vida en Negril');
    });
    expect(metaDescription()).toMatch(/^Historias de viaje, prensa y fotos de Negril/);
  });

  it('names each page in Spanish in the document’s title and description', async () => {
    renderApp({ route: '/es/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacidad' });
    await waitFor(() => {
      expect(document.title).toBe('Privacidad · Negril Life');
    });
    expect(metaDescription()).toBe(
      'Qué guarda Negril Life en tu navegador, qué envía y adónde, y tu decisión sobre la analítica web.',
    );
  });

  it('says all of the privacy page in Spanish, the stored keys’ descriptions included', async () => {
    const { user } = renderApp({ route: '/es/privacy', config: withAnalytics });
    await screen.findByRole('heading', { level: 1, name: 'Privacidad' });
    for (const heading of ['Guardado en tu navegador', 'Lo que se envía y a quién']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText('Los lugares que guardaste en “Mi viaje”.')).toBeInTheDocument();

    await user.click(screen.getByText('Detalles técnicos: qué se guarda, por nombre'));
    const trip = screen.getAllByRole('term').find((term) => term.textContent === 'negrilTripDays');
    expect(trip?.nextElementSibling).toHaveTextContent(
      'Los lugares que guardaste en “Mi viaje” (solo sus números).',
    );
    expect(screen.getByText(/^Copias sin conexión \(Cache Storage/)).toBeInTheDocument();

    // The sign-in page it names is the Spanish one.
    expect(screen.getByText(/^Nada hasta que inicias sesión con Google/)).toHaveTextContent(
      'la página de inicio de sesión (/es/login)',
    );
    // The off switch's name stays code, inside the Spanish sentence.
    expect(screen.getByText('ga-disable-G-TEST123').tagName).toBe('CODE');
    expect(screen.getByText(/interruptor de desactivación/)).toHaveTextContent(
      'propio de Google Analytics (ga-disable-G-TEST123) durante el resto de tu visita',
    );
    expect(await screen.findByText('Aún no has respondido.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rechazar la analítica web' }));
    expect(await screen.findByText('Rechazaste la analítica web.')).toBeInTheDocument();
  });

  it('offers a way home from the not-found page, to the Spanish home page', async () => {
    const { user } = renderApp({ route: '/es/no/existe' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Página no encontrada · Negril Life');
    });
    await user.click(screen.getByRole('link', { name: 'Volver a la página de inicio' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Atardeceres, acantilados y siete millas de arena.',
      }),
    ).toBeInTheDocument();
  });
});

describe('the shell in German (/de/)', () => {
  it('asks the analytics question in German, and says the answer when asked again', async () => {
    const { user } = renderApp({ route: '/de/', config: withAnalytics });
    // A soft hyphen lets the long first word break on a phone's width.
    await screen.findByRole('heading', {
      level: 1,
      name: 'Sonnen\u00aduntergänge, Klippen und sieben Meilen Sand.',
    });
    const banner = await screen.findByRole('region', { name: 'Webanalyse' });
    expect(banner).toHaveTextContent('Dürfen wir Ihren Besuch mit Google Analytics zählen?');
    expect(within(banner).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      '/de/privacy',
    );
    expect(within(banner).getByRole('button', { name: 'Ablehnen' })).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Akzeptieren' }));
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Webanalyse' })).not.toBeInTheDocument();
    });

    await user.click(screen.getByRole('button', { name: 'Datenschutzeinstellungen' }));
    expect(await screen.findByRole('region', { name: 'Webanalyse' })).toHaveTextContent(
      'Aktuell: Webanalyse akzeptiert.',
    );
  });

  it('names the layout’s parts in German', async () => {
    renderApp({ route: '/de/' });
    await screen.findByRole('heading', { level: 1, name: /^Sonnen\u00aduntergänge/ });
    expect(links(screen.getByRole('navigation', { name: 'Hauptmenü' }))).toEqual([
      ['Blog', '/de/blog'],
      ['Presse', '/de/press'],
      ['Galerie', '/de/feed'],
      ['Reiseführer', '/de/negril'],
      ['Anmelden', '/de/login'],
    ]);
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Entdecken' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Negril Life · Reisen und Lifestyle in Negril');
    });
  });

  it('says a page that does not exist in German', async () => {
    renderApp({ route: '/de/nirgendwo' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute(
      'href',
      '/de/',
    );
  });
});

describe('the route error screen', () => {
  it('says what went wrong in the document’s language, with a way to its home page', () => {
    setLocale('fr');
    render(<RouteErrorScreen />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Un problème est survenu' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute(
      'href',
      '/fr/',
    );
  });
});
