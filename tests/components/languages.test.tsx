import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AsyncContent } from '../../src/components/status/AsyncContent';
import { Dialog } from '../../src/components/Dialog';
import { NotConfigured, Notice } from '../../src/components/status/Notice';
import { ReadyFieldset } from '../../src/components/form/ReadyFieldset';
import { ShareButton } from '../../src/components/ShareButton';
import { Spinner } from '../../src/components/status/Spinner';
import { createUpdateNotice, UpdatePrompt } from '../../src/components/UpdatePrompt';
import { SITE_DESCRIPTION, siteDescription } from '../../src/components/usePageMeta';
import { setLocale } from '../../src/lib/i18n/runtime';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shared components speak the document’s language', () => {
  it('the update prompt, in German', async () => {
    setLocale('de');
    const notice = createUpdateNotice();
    render(<UpdatePrompt notice={notice} />);
    act(() => {
      notice.offer(() => undefined);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Eine neue Version ist verfügbar.');
    await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(screen.getByRole('button', { name: 'Wird neu geladen…' })).toBeDisabled();
  });

  it('the share button, in Spanish: copied, or to copy by hand', async () => {
    setLocale('es');
    const user = userEvent.setup();
    render(<ShareButton url="/es/negril" title="Mi viaje" label="Compartir mi viaje" />);
    await user.click(screen.getByRole('button', { name: 'Compartir mi viaje' }));
    expect(screen.getByRole('status')).toHaveTextContent('Enlace copiado.');

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Compartir mi viaje' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copia el enlace de abajo.');
    expect(screen.getByLabelText('Copia este enlace:')).toHaveFocus();
  });

  it('offline, in French, with “Try again”', () => {
    setLocale('fr');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <AsyncContent
        items={[]}
        request={{ loading: false, isError: true, retry: () => undefined }}
        loading={{ label: 'Chargement de la presse', placeholder: <p>…</p> }}
        failed={{ title: 'La presse n’a pas pu être chargée', text: 'Serveur injoignable.' }}
        empty={null}
      >
        {() => null}
      </AsyncContent>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Vous êtes hors ligne');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('a notice’s retry, a missing setting, the spinner, a dialog’s close button, in German', () => {
    setLocale('de');
    render(
      <>
        <Notice onRetry={() => undefined}>Fehler</Notice>
        <NotConfigured what="Der Blog" problem="set VITE_CONTENTFUL_SPACE_ID" />
        <Spinner />
        <Dialog title="Details" onClose={() => undefined}>
          <p>Inhalt</p>
        </Dialog>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(
      screen.getByText('Der Blog ist nicht konfiguriert: set VITE_CONTENTFUL_SPACE_ID'),
    ).toBeInTheDocument();
    expect(screen.getByText('Wird geladen…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('a form’s note before the app runs, in Spanish', async () => {
    setLocale('es');
    const { renderToString } = await import('react-dom/server');
    const markup = renderToString(
      <ReadyFieldset>
        <input aria-label="Palabra" />
      </ReadyFieldset>,
    );
    expect(markup).toContain(
      'Cargando… este formulario funcionará cuando la página termine de cargar.',
    );
    expect(markup).toContain('Este formulario necesita JavaScript');
  });

  it('the site’s description, whose English is the one the build writes for the whole site', () => {
    expect(siteDescription()).toBe(SITE_DESCRIPTION);
    setLocale('fr');
    expect(siteDescription()).toMatch(/^Récits de voyage, presse et photos de Negril/);
  });
});
