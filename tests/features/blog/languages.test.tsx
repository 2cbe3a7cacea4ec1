import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils';

// The demo space has two entries translated into Spanish, French and German (Rick's Café and
// Seven Mile Beach) and the others in English only (src/mocks/seed/contentfulTranslations.ts).

const card = (title: string | RegExp) =>
  screen.findByRole('heading', { level: 2, name: title }).then((heading) => {
    const article = heading.closest('article');
    if (!article) throw new Error('the title is not in a card');
    return article;
  });

describe('the blog in another language', () => {
  it('lists translated entries in Spanish, and untranslated ones in English marked lang="en"', async () => {
    renderApp({ route: '/es/blog' });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(
      screen.getByText('Historias de Negril y del resto de la isla.', { exact: false }),
    ).toBeInTheDocument();

    const translated = await card('Un día tranquilo en Seven Mile Beach');
    const title = within(translated).getByRole('link', {
      name: 'Un día tranquilo en Seven Mile Beach',
    });
    expect(title).not.toHaveAttribute('lang');
    expect(title).toHaveAttribute('href', '/es/blog/a-slow-day-on-seven-mile-beach');
    expect(within(translated).getByText(/^Caminatas al amanecer/)).not.toHaveAttribute('lang');
    expect(
      within(translated).getByRole('img', { name: 'Seven Mile Beach por la mañana' }),
    ).toBeInTheDocument();
    expect(within(translated).getByText(/^\d+ min de lectura$/)).toBeInTheDocument();
    expect(within(translated).getByText('20 de septiembre de 2025')).toBeInTheDocument();
    expect(
      within(translated).getByRole('list', { name: /^Etiquetas de Un día/ }),
    ).toBeInTheDocument();

    const untranslated = await card('Where to eat jerk in Negril');
    expect(
      within(untranslated).getByRole('link', { name: 'Where to eat jerk in Negril' }),
    ).toHaveAttribute('lang', 'en');
    expect(within(untranslated).getByText(/^Pimento wood, scotch bonnet/)).toHaveAttribute(
      'lang',
      'en',
    );
    // The cover's alt text has no translation either: its box says it is English.
    const cover = within(untranslated).getByRole('img', {
      name: 'Jerk chicken on a pimento-wood grill',
    });
    expect(cover.closest('[lang]')).toHaveAttribute('lang', 'en');
    // The site's own words around it are Spanish.
    expect(within(untranslated).getByText(/^\d+ min de lectura$/)).not.toHaveAttribute('lang');
  });

  it('counts the entries of a tag with the language’s plural', async () => {
    const { unmount } = renderApp({ route: '/es/blog?tag=Family' });
    expect(
      await screen.findByText('2 entradas con la etiqueta “Family”.', { exact: false }),
    ).toBeInTheDocument();
    unmount();

    const french = renderApp({ route: '/fr/blog?tag=Nightlife' });
    expect(
      await screen.findByText('1 article avec le mot-clé « Nightlife ».', { exact: false }),
    ).toBeInTheDocument();
    french.unmount();

    renderApp({ route: '/de/blog?tag=Nowhere' });
    expect(
      await screen.findByText('Kein Beitrag hat das Schlagwort „Nowhere“.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Beiträge anzeigen' })).toHaveAttribute(
      'href',
      '/de/blog',
    );
  });

  it('shows a German entry in German, its neighbours’ links in German', async () => {
    renderApp({ route: '/de/blog/sunset-at-ricks-cafe' });
    const title = await screen.findByRole(
      'heading',
      {
        level: 1,
        name: 'Sonnenuntergang im Rick’s Café: Klippen, Reggae und der beste Platz im Haus',
      },
      { timeout: 5000 },
    );
    expect(title).not.toHaveAttribute('lang');
    // The title is set in an effect, after what the page shows.
    await waitFor(() => {
      expect(document.title).toMatch(/^Sonnenuntergang im Rick’s Café/);
    });
    expect(screen.getByText(/^Halb Negril lässt den Tag/)).not.toHaveAttribute('lang');
    const body = await screen.findByText(/füllt sich die Straße zum West End/);
    expect(body.closest('[lang]')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Die Klippenspringer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Auf dieser Seite' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Sonnenuntergang über den Klippen am Rick’s Café' }),
    ).toBeInTheDocument();

    const more = screen.getByRole('navigation', { name: 'Weitere Beiträge' });
    const older = within(more).getByRole('link', { name: /Vorheriger Beitrag/ });
    expect(older).toHaveAttribute('href', '/de/blog/a-slow-day-on-seven-mile-beach');
    expect(within(older).getByText('Ein ruhiger Tag am Seven Mile Beach')).not.toHaveAttribute(
      'lang',
    );
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/de/blog');
  });

  it('marks an untranslated entry’s title, excerpt and body as English on a German page', async () => {
    renderApp({ route: '/de/blog/where-to-eat-jerk-in-negril' });
    const title = await screen.findByRole(
      'heading',
      { level: 1, name: 'Where to eat jerk in Negril' },
      { timeout: 5000 },
    );
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/^Pimento wood, scotch bonnet/)).toHaveAttribute('lang', 'en');
    const body = await screen.findByText(/^Real jerk is slow food/);
    expect(body.closest('[lang]')).toHaveAttribute('lang', 'en');
    // The page's own words stay German.
    expect(screen.getByRole('button', { name: /Diesen Beitrag teilen/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Schlagwörter' })).not.toHaveAttribute(
      'lang',
    );
  });

  it('says in French that an entry is not there', async () => {
    renderApp({ route: '/fr/blog/no-such-entry' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Article introuvable' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au blog' })).toHaveAttribute(
      'href',
      '/fr/blog',
    );
  });
});

describe('the note on an entry in another language than the page’s', () => {
  const spanishNote = 'Esta entrada está en inglés.';

  it('says once, in Spanish, that an untranslated entry is in English, and marks its tags', async () => {
    renderApp({ route: '/es/blog/where-to-eat-jerk-in-negril' });
    const title = await screen.findByRole(
      'heading',
      { level: 1, name: 'Where to eat jerk in Negril' },
      { timeout: 5000 },
    );
    expect(title).toHaveAttribute('lang', 'en');
    const body = await screen.findByText(/^Real jerk is slow food/);
    expect(body.closest('[lang]')).toHaveAttribute('lang', 'en');
    const article = screen.getByRole('article');
    // Once for the entry, not once per paragraph; in the page's language, not announced.
    expect(within(article).getAllByText(spanishNote)).toHaveLength(1);
    const note = within(article).getByText(spanishNote);
    expect(note.closest('[lang]')).toBeNull();
    expect(note.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    // The outline repeats the body's headings: English too.
    const outline = within(article).getByRole('navigation', { name: 'En esta página' });
    expect(
      within(outline).getByRole('link', { name: 'Our five favourites' }).closest('[lang]'),
    ).toHaveAttribute('lang', 'en');
    const tags = within(article).getByRole('list', { name: 'Etiquetas' });
    for (const tag of within(tags).getAllByRole('link')) expect(tag).toHaveAttribute('lang', 'en');
  });

  it('says nothing on a translated entry', async () => {
    renderApp({ route: '/es/blog/sunset-at-ricks-cafe' });
    await screen.findByRole(
      'heading',
      { level: 1, name: /^Atardecer en Rick’s Café/ },
      { timeout: 5000 },
    );
    await screen.findByText(/^Cada tarde, un poco antes de las seis/);
    expect(within(screen.getByRole('article')).queryByText(spanishNote)).toBeNull();
  });

  it('says nothing on an English page', async () => {
    renderApp({ route: '/blog/where-to-eat-jerk-in-negril' });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Where to eat jerk in Negril' },
      { timeout: 5000 },
    );
    await screen.findByText(/^Real jerk is slow food/);
    expect(screen.queryByText(/is in English/)).toBeNull();
  });

  it('says it once on the card of an untranslated entry, not on a translated one', async () => {
    renderApp({ route: '/es/blog' });
    const untranslated = await card('Where to eat jerk in Negril');
    expect(within(untranslated).getAllByText(spanishNote)).toHaveLength(1);
    const tags = within(untranslated).getByRole('list', { name: /^Etiquetas de/ });
    for (const tag of within(tags).getAllByRole('link')) expect(tag).toHaveAttribute('lang', 'en');
    const translated = await card('Un día tranquilo en Seven Mile Beach');
    expect(within(translated).queryByText(spanishNote)).toBeNull();
  });
});
