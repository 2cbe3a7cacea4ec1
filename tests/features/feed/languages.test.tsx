import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/node';
import { renderApp } from '../../utils';

describe('the feed in another language', { timeout: 30_000 }, () => {
  it('names its posts, buttons and the lightbox’s controls in German', async () => {
    const { user } = renderApp({ route: '/de/feed' });
    await screen.findByRole('heading', { level: 1, name: 'Galerie' });
    await waitFor(() => {
      expect(
        screen.getAllByRole('button', { name: /^(Foto|Video|Album): / }).length,
      ).toBeGreaterThan(0);
    });
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: /^Foto: / })[0]!);
    const lightbox = await screen.findByRole(
      'dialog',
      { name: 'Bildbetrachter' },
      { timeout: 10_000 },
    );
    expect(within(lightbox).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: 'Herunterladen' })).toBeInTheDocument();
    expect(within(lightbox).getByRole('button', { name: 'Vergrößern' })).toBeInTheDocument();
    expect(
      within(lightbox).getByRole('link', { name: 'Auf Instagram ansehen' }),
    ).toBeInTheDocument();
    expect(within(lightbox).getByText(/^1 von \d+$/)).toBeInTheDocument();
    expect(
      within(lightbox).getByRole('button', { name: /Dieses Bild teilen/ }),
    ).toBeInTheDocument();
  });

  it('says in Spanish that the feed could not be loaded', async () => {
    server.use(
      http.get('https://graph.instagram.com/*', () =>
        HttpResponse.json({ error: { message: 'down' } }, { status: 500 }),
      ),
    );
    renderApp({ route: '/es/feed' });
    expect(
      await screen.findByText('No se pudo cargar la galería.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
