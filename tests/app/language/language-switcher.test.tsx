import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LANGUAGE_KEY,
  LANGUAGE_SCROLL_KEY,
  browserLanguage,
} from '../../../src/app/language/language';
import { renderApp } from '../../utils';

/** jsdom cannot leave the document: a click on a language link stays on this page. */
function stayOnThisDocument(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a[hreflang]')) {
    event.preventDefault();
  }
}

beforeEach(() => {
  sessionStorage.clear();
  document.addEventListener('click', stayOnThisDocument);
});

afterEach(() => {
  document.removeEventListener('click', stayOnThisDocument);
  vi.restoreAllMocks();
});

const HREFS = {
  en: '/blog?tag=food',
  es: '/es/blog?tag=food',
  fr: '/fr/blog?tag=food',
  de: '/de/blog?tag=food',
};
const NAMES = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' } as const;

/** `hidden`: the header's links are in a popover, which only a browser opens. */
function expectLanguageLinks(nav: HTMLElement, current: keyof typeof NAMES, hidden = false) {
  for (const locale of ['en', 'es', 'fr', 'de'] as const) {
    const link = within(nav).getByRole('link', { name: NAMES[locale], hidden });
    expect(link).toHaveAttribute('href', HREFS[locale]);
    expect(link).toHaveAttribute('hreflang', locale);
    expect(link).toHaveAttribute('lang', locale);
    if (locale === current) expect(link).toHaveAttribute('aria-current', 'true');
    else expect(link).not.toHaveAttribute('aria-current');
  }
}

describe('the language switcher', () => {
  it('links the same page, with its query, in every language, from the header and the footer', async () => {
    renderApp({ route: '/es/blog?tag=food' });
    const header = await screen.findByRole('navigation', { name: 'Idioma' });
    // The browser opens the popover (jsdom has none): the button names it, and it is the list.
    const button = within(header).getByRole('button', { name: 'Idioma: Español' });
    const list = header.querySelector(`#${button.getAttribute('popovertarget') ?? 'none'}`);
    expect(list).toHaveAttribute('popover', 'auto');
    expectLanguageLinks(header, 'es', true);

    const footer = await screen.findByRole('navigation', { name: 'Esta página en otros idiomas' });
    expectLanguageLinks(footer, 'es');
  });

  it('is in English at the root, with English current', async () => {
    renderApp({ route: '/blog?tag=food' });
    expect(await screen.findByRole('navigation', { name: 'Language' })).toHaveTextContent(
      'Language: English',
    );
    expectLanguageLinks(
      await screen.findByRole('navigation', { name: 'This page in other languages' }),
      'en',
    );
  });

  it('moves the home page to each language’s home', async () => {
    renderApp({ route: '/fr/' });
    const footer = await screen.findByRole('navigation', {
      name: 'Cette page dans d’autres langues',
    });
    expect(within(footer).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
    expect(within(footer).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/');
    expect(within(footer).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('remembers the language clicked, and keeps the page and its scroll for the other side', async () => {
    const { user } = renderApp({ route: '/blog?tag=food' });
    const footer = await screen.findByRole('navigation', { name: 'This page in other languages' });
    await user.click(within(footer).getByRole('link', { name: 'Français' }));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('fr');
    expect(JSON.parse(sessionStorage.getItem(LANGUAGE_SCROLL_KEY) ?? 'null')).toEqual({
      path: '/blog?tag=food',
      scrollY: 0,
    });
  });

  it('overwrites a corrupted remembered language', async () => {
    localStorage.setItem(LANGUAGE_KEY, '{"not": "a language"');
    const { user } = renderApp({ route: '/de/blog' });
    const footer = await screen.findByRole('navigation', {
      name: 'Diese Seite in anderen Sprachen',
    });
    await user.click(within(footer).getByRole('link', { name: 'Español' }));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
  });

  it('opens the other language’s page where the visitor left it, once', async () => {
    sessionStorage.setItem(LANGUAGE_SCROLL_KEY, JSON.stringify({ path: '/blog', scrollY: 640 }));
    // jsdom lays nothing out: the page is given a height for the position to fit in.
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(4000);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderApp({ route: '/es/blog' });
    await waitFor(() => {
      expect(scrollTo).toHaveBeenCalledWith(0, 640);
    });
    expect(sessionStorage.getItem(LANGUAGE_SCROLL_KEY)).toBeNull();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('forgets a position kept for another page without scrolling', async () => {
    sessionStorage.setItem(LANGUAGE_SCROLL_KEY, JSON.stringify({ path: '/press', scrollY: 640 }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderApp({ route: '/es/blog' });
    await waitFor(() => {
      expect(sessionStorage.getItem(LANGUAGE_SCROLL_KEY)).toBeNull();
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('ignores a kept position that is not one', async () => {
    sessionStorage.setItem(LANGUAGE_SCROLL_KEY, '{"path": "/blog", "scrollY": "far"}');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderApp({ route: '/es/blog' });
    await waitFor(() => {
      expect(sessionStorage.getItem(LANGUAGE_SCROLL_KEY)).toBeNull();
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('the browser’s language', () => {
  it('is the first the site has, by its primary subtag', () => {
    expect(browserLanguage(['de-AT', 'en'])).toBe('de');
    expect(browserLanguage(['pt-BR', 'FR-ca', 'es'])).toBe('fr');
    expect(browserLanguage(['ja', 'zh-Hant'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});
