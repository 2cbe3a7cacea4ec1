// @vitest-environment node
// The build's painter renders every language in one process: each page must carry its own
// language's title and description, whatever language was painted before it.
import { describe, expect, it } from 'vitest';
import { writePage } from '../../vite-plugins/painted/page-writer';
import { documentWords, pagesToPaint, renderPage } from '../../src/painted/render';
import { localizedPath, type Locale } from '../../src/lib/i18n/locales';

/** The page painted at `path` in a language, as the painter renders it. */
function paintIn(locale: Locale, path: string) {
  const address = localizedPath(path, locale);
  const page = pagesToPaint({ blog: null, feed: null }, locale).find(
    (each) => each.path === address,
  );
  if (!page) throw new Error(`${address} is not painted`);
  return renderPage(page);
}

describe('a page painted in another language', () => {
  it('has its title and description in that language', async () => {
    expect((await paintIn('es', '/privacy')).meta).toEqual({
      title: 'Privacidad · Negril Life',
      description:
        'Qué guarda Negril Life en tu navegador, qué envía y adónde, y tu decisión sobre la analítica web.',
    });
    expect((await paintIn('de', '/')).meta).toEqual({
      title: 'Negril Life · Reisen und Lifestyle in Negril',
      description: expect.stringMatching(
        /^Reisegeschichten, Presse und Fotos aus Negril/,
      ) as string,
    });
    expect((await paintIn('fr', '/press')).meta?.title).toBe('Presse · Negril Life');
  });

  it('and English after them is English again', async () => {
    await paintIn('es', '/privacy');
    const { markup, meta } = await paintIn('en', '/privacy');
    expect(meta?.title).toBe('Privacy · Negril Life');
    expect(markup).toContain('Kept in your browser');
    expect(markup).not.toContain('Privacidad');
  });

  it('shows the shell in that language', async () => {
    const { markup } = await paintIn('fr', '/privacy');
    expect(markup).toContain('Conservé dans votre navigateur');
    expect(markup).toContain('href="/fr/blog"');
    expect(markup).toContain('Aller au contenu');
  });
});

describe('the words around the app in a painted page', () => {
  it('say what the page needs without JavaScript in the page’s language', () => {
    const template =
      '<html><head><title>x</title></head><body><noscript>Negril Life needs JavaScript to show its stories and guide.</noscript><div id="root"></div></body></html>';
    const html = writePage(template, {
      path: '/es/',
      markup: '<p>hola</p>',
      data: {},
      title: 'Negril Life',
      description: '',
      complete: true,
      preloads: [],
      noscript: documentWords('es').noscript,
    });
    expect(html).toContain(
      '<noscript>Negril Life necesita JavaScript para mostrar sus historias y su guía.</noscript>',
    );
    expect(documentWords('de').noscript).toContain('braucht JavaScript');
  });
});
