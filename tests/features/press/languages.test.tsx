import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils';

describe('the press page in another language', () => {
  it('shows a translated entry in French, and marks English titles and texts lang="en"', async () => {
    renderApp({ route: '/fr/press' });
    await screen.findByRole('heading', { level: 1, name: 'Presse' });
    const featured = screen.getByRole('region', { name: 'À la une' });
    const translated = await within(featured).findByRole(
      'heading',
      { level: 3, name: 'Negril parmi les plus belles villes balnéaires des Caraïbes' },
      { timeout: 5000 },
    );
    expect(translated).not.toHaveAttribute('lang');
    const card = translated.closest('article')!;
    expect(within(card).queryByText('Cet article de presse est en anglais.')).toBeNull();
    // The rich text's renderer arrives on its own.
    const text = await within(card).findByText(/^Les lecteurs ont salué/, {}, { timeout: 5000 });
    expect(text.closest('[lang]')).toBeNull();
    expect(
      within(card).getByRole('img', { name: 'La longue courbe de Seven Mile Beach' }),
    ).toBeInTheDocument();

    const untranslated = within(featured).getByRole('heading', {
      level: 3,
      name: 'Where locals go after dark',
    });
    expect(untranslated).toHaveAttribute('lang', 'en');
    const english = untranslated.closest('article')!;
    // Said once for the article, in French, not in English.
    expect(within(english).getAllByText('Cet article de presse est en anglais.')).toHaveLength(1);
    expect(
      within(english).getByText('Cet article de presse est en anglais.').closest('[lang]'),
    ).toBeNull();
    const englishText = await within(english).findByText(/^Live reggae on the beach/);
    expect(englishText.closest('[lang]')).toHaveAttribute('lang', 'en');

    // The product server's list is English.
    const news = screen.getByRole('region', { name: 'Dans l’actualité' });
    const row = await within(news).findByRole(
      'heading',
      { level: 3, name: /^Reef restoration on the west coast/ },
      { timeout: 5000 },
    );
    expect(row).toHaveAttribute('lang', 'en');
    expect(
      within(row.closest('article')!).getAllByText('Cet article de presse est en anglais.'),
    ).toHaveLength(1);
  });

  it('names its sections and states in Spanish', async () => {
    renderApp({ route: '/es/press' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prensa' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Lo que la prensa ha escrito sobre nosotros y sobre Negril.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Destacados' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'En las noticias' })).toBeInTheDocument();
  });
});
