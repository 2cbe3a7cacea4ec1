import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, LANGUAGE_NOTE_KEY } from '../../../src/app/language/language';
import { config } from '../../../src/config';
import { renderApp } from '../../utils';

/** The browser's preferred languages, as `navigator.languages` says them. */
function browserSpeaks(...languages: string[]) {
  Object.defineProperty(navigator, 'languages', { configurable: true, value: languages });
}

/** jsdom cannot leave the document: a click on a language link stays on this page. */
function stayOnThisDocument(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a[hreflang]')) {
    event.preventDefault();
  }
}

beforeEach(() => {
  document.addEventListener('click', stayOnThisDocument);
});

afterEach(() => {
  document.removeEventListener('click', stayOnThisDocument);
  // Back to jsdom's own (the prototype's) languages.
  Reflect.deleteProperty(navigator, 'languages');
  Reflect.deleteProperty(navigator, 'language');
});

const frenchNote = () => screen.findByRole('region', { name: 'Suggestion de langue' });

/** The page is there, and whatever appears after hydration has had its time. */
async function settled(name: string | RegExp) {
  await screen.findByRole('heading', { level: 1, name });
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('the note about the browser’s language', () => {
  it('offers a French browser the English page in French, and stays closed once closed', async () => {
    browserSpeaks('fr-FR', 'fr', 'en');
    const { user } = renderApp({ route: '/blog?tag=food' });
    const note = await frenchNote();
    expect(note).toHaveAttribute('lang', 'fr');
    expect(note).toHaveTextContent('Cette page existe aussi en français.');
    const link = within(note).getByRole('link', { name: 'La lire en français' });
    expect(link).toHaveAttribute('href', '/fr/blog?tag=food');
    expect(link).toHaveAttribute('hreflang', 'fr');
    // It takes no focus: the visitor is still where the page starts.
    expect(note).not.toContainElement(document.activeElement as HTMLElement | null);

    await user.click(within(note).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('region', { name: 'Suggestion de langue' })).toBeNull();
    expect(localStorage.getItem(LANGUAGE_NOTE_KEY)).not.toBeNull();

    // The next page, and the next visit.
    cleanup();
    renderApp({ route: '/press' });
    await settled('Press');
    expect(screen.queryByRole('region', { name: 'Suggestion de langue' })).toBeNull();
  });

  it('remembers French when the visitor follows it', async () => {
    browserSpeaks('fr-CA');
    const { user } = renderApp({ route: '/' });
    const note = await frenchNote();
    await user.click(within(note).getByRole('link', { name: 'La lire en français' }));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('fr');
  });

  it('is not shown to a visitor who chose the page’s language', async () => {
    browserSpeaks('fr-FR', 'fr');
    localStorage.setItem(LANGUAGE_KEY, 'en');
    renderApp({ route: '/blog' });
    await settled('Blog');
    expect(screen.queryByRole('region', { name: 'Suggestion de langue' })).toBeNull();
  });

  it('is not shown on a page in the browser’s language, nor to a browser the site cannot speak to', async () => {
    browserSpeaks('fr-FR', 'en');
    renderApp({ route: '/fr/blog' });
    await settled('Blog');
    expect(screen.queryByRole('region', { name: /langue|language|idioma|Sprach/i })).toBeNull();
    cleanup();

    browserSpeaks('ja-JP', 'pt-BR');
    renderApp({ route: '/de/blog' });
    await settled('Blog');
    expect(screen.queryByRole('region', { name: /langue|language|idioma|Sprach/i })).toBeNull();
  });

  it('suggests the language the visitor chose before over the browser’s', async () => {
    browserSpeaks('fr-FR');
    localStorage.setItem(LANGUAGE_KEY, 'es');
    renderApp({ route: '/de/blog' });
    const note = await screen.findByRole('region', { name: 'Sugerencia de idioma' });
    expect(note).toHaveTextContent('Esta página también está en español.');
    expect(within(note).getByRole('link', { name: 'Leerla en español' })).toHaveAttribute(
      'href',
      '/es/blog',
    );
  });

  it('treats corrupted stored values as nothing remembered', async () => {
    browserSpeaks('de-DE');
    localStorage.setItem(LANGUAGE_KEY, '"klingon"');
    localStorage.setItem(LANGUAGE_NOTE_KEY, '{broken');
    renderApp({ route: '/' });
    const note = await screen.findByRole('region', { name: 'Sprachhinweis' });
    expect(note).toHaveTextContent('Diese Seite gibt es auch auf Deutsch.');
    expect(within(note).getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute(
      'href',
      '/de/',
    );
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
    expect(localStorage.getItem(LANGUAGE_NOTE_KEY)).toBeNull();
  });

  it('reads a browser that names one language only', async () => {
    Object.defineProperty(navigator, 'languages', { configurable: true, value: undefined });
    Object.defineProperty(navigator, 'language', { configurable: true, value: 'fr-BE' });
    renderApp({ route: '/press' });
    expect(await frenchNote()).toHaveTextContent('Cette page existe aussi en français.');
  });

  it('waits while the analytics question is open, and comes once it is answered', async () => {
    browserSpeaks('fr-FR');
    const { user } = renderApp({
      route: '/blog',
      config: { ...config, gaMeasurementId: 'G-TEST123' },
    });
    const question = await screen.findByRole('region', { name: 'Analytics' });
    expect(screen.queryByRole('region', { name: 'Suggestion de langue' })).toBeNull();
    await user.click(within(question).getByRole('button', { name: 'Decline' }));
    expect(await frenchNote()).toBeInTheDocument();
  });

  it('never points at another site from an address with doubled slashes', async () => {
    browserSpeaks('fr-FR', 'fr');
    renderApp({ route: '/es//evil.example' });
    const note = await frenchNote();
    expect(within(note).getByRole('link', { name: 'La lire en français' })).toHaveAttribute(
      'href',
      '/fr/evil.example',
    );
    const footer = screen.getByRole('navigation', { name: 'Esta página en otros idiomas' });
    expect(within(footer).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/evil.example',
    );
    for (const link of screen.getAllByRole('link', { hidden: true })) {
      const href = link.getAttribute('href') ?? '';
      expect(new URL(href, 'https://negril.example').host, href).not.toBe('evil.example');
    }
  });
});
