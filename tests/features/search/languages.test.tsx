import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSiteIndex } from '../../../src/features/search/engine';
import type { SearchDocument } from '../../../src/features/search/documents';
import { foldTerm } from '../../../src/features/search/engine';
import { renderApp } from '../../utils';

/** The results page's results, once they are in. */
async function results() {
  return screen.findAllByRole('article', {}, { timeout: 5000 });
}

const status = () => screen.getAllByRole('status').find((node) => node.textContent !== '');

describe('search in the page’s language', () => {
  it('finds Spanish words in the Spanish content, and links to the Spanish pages', async () => {
    renderApp({ route: '/es/search?q=playa' });
    await screen.findByRole('heading', { level: 1, name: 'Buscar' });
    // Each source is searched as it arrives: the entries and the press come one after the other.
    const entry = await screen.findByRole(
      'link',
      { name: 'Un día tranquilo en Seven Mile Beach' },
      { timeout: 5000 },
    );
    await screen.findByRole(
      'link',
      { name: /^Negril, entre los mejores pueblos de playa del Caribe/ },
      { timeout: 5000 },
    );
    expect(entry).toHaveAttribute('href', '/es/blog/a-slow-day-on-seven-mile-beach');
    expect(entry).not.toHaveAttribute('lang');
    const found = await results();
    await waitFor(() => {
      expect(status()).toHaveTextContent(`${found.length} resultados para “playa”.`);
    });
    expect(within(found[0]!).getByText(/^Entrada del blog|^Prensa/)).toBeInTheDocument();
  });

  it('folds case and accents: “cafe” finds “Rick’s Café” in Spanish', async () => {
    renderApp({ route: '/es/search?q=cafe' });
    await results();
    expect(
      screen.getByRole('link', {
        name: 'Atardecer en Rick’s Café: acantilados, reggae y el mejor lugar de la casa',
      }),
    ).toHaveAttribute('href', '/es/blog/sunset-at-ricks-cafe');
  });

  it('folds German’s ß: “strasse” finds the entry that says “Straße”', async () => {
    renderApp({ route: '/de/search?q=strasse' });
    await results();
    expect(
      screen.getByRole('link', {
        name: 'Sonnenuntergang im Rick’s Café: Klippen, Reggae und der beste Platz im Haus',
      }),
    ).toHaveAttribute('href', '/de/blog/sunset-at-ricks-cafe');
    expect(status()).toHaveTextContent(/^1 Ergebnis für „strasse“\.$/);
  });

  it('marks the English of an untranslated entry and of the server’s press list', async () => {
    renderApp({ route: '/fr/search?q=jerk reef' });
    await results();
    expect(screen.getByRole('link', { name: 'Where to eat jerk in Negril' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getByText(/^Pimento wood, scotch bonnet/)).toHaveAttribute('lang', 'en');
    // The server's press list is English: its titles say so.
    const reef = await screen.findByRole(
      'link',
      { name: /^Reef restoration on the west coast/ },
      { timeout: 5000 },
    );
    expect(reef.querySelector('[lang="en"]')).toHaveTextContent(
      'Reef restoration on the west coast shows early signs of success',
    );
    // The translated press entry is French, and its words are found.
    expect(
      screen.getByRole('link', {
        name: /^Negril parmi les plus belles villes balnéaires des Caraïbes/,
      }),
    ).not.toHaveAttribute('lang');
  });

  it('says in French that nothing was found', async () => {
    renderApp({ route: '/fr/search?q=zzzzqqq' });
    expect(
      await screen.findByText(
        'Aucun résultat pour « zzzzqqq ». Essayez avec moins de mots ou une autre orthographe.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('the words the index compares', () => {
  it.each([
    ['Café', 'cafe'],
    ['Straße', 'strasse'],
    ['STRASSE', 'strasse'],
    ['Rick’s', 'ricks'],
    ['Ñandú', 'nandu'],
    ['Ärger', 'arger'],
    ['’', null],
  ])('%s is %s', (term, folded) => {
    expect(foldTerm(term)).toBe(folded);
  });

  it('finds “Straße” by “strasse” and “Café” by “cafe”, and back', () => {
    const document = (id: string, title: string): SearchDocument => ({
      id,
      kind: 'blog',
      title,
      excerpt: '',
      body: '',
      tags: [],
      source: '',
      date: null,
      link: { kind: 'internal', href: `/${id}` },
    });
    const index = createSiteIndex([
      document('a', 'Die Straße zum West End'),
      document('b', 'Le Café des falaises'),
    ]);
    expect(index.search('strasse').map((hit) => hit.id)).toEqual(['a']);
    expect(index.search('STRAßE').map((hit) => hit.id)).toEqual(['a']);
    expect(index.search('cafe').map((hit) => hit.id)).toEqual(['b']);
    expect(index.search('café').map((hit) => hit.id)).toEqual(['b']);
  });
});
