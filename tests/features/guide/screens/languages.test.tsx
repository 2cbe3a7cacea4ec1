import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStatus, parseOpeningHours } from '../../../../src/features/guide/hours/hours';
import { hoursFromTexts, textsFromHours } from '../../../../src/features/guide/hours/hoursForm';
import type { OpeningHours } from '../../../../src/features/guide/model/types';
import { setLocale } from '../../../../src/lib/i18n/runtime';
import { server } from '../../../../src/mocks/node';
import { renderApp } from '../../../utils';
import { cardOf, findCardButton, GUIDE_WORD, renderOpenGuide } from '../helpers';

/**
 * The guide in Spanish, French and German: its words, times and weekdays, counts with their
 * plurals, and the server's English (names, descriptions, addresses) marked as English.
 */

const week = (spans: [string, string][]) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, spans]));

const PLACES = [
  {
    id: 11,
    name: 'Three Dives Jerk Centre',
    category: 'Food & Drink',
    sub_category: 'Jerk',
    description: 'Jerk chicken and lobster on the cliffs.',
    location: 'West End Road',
    opening_hours: week([['12:00', '23:00']]),
    price_level: 1,
  },
  {
    id: 12,
    name: 'Café Cliff',
    category: 'Food & Drink',
    sub_category: 'Coffee',
    description: 'Blue Mountain coffee at sunrise.',
    location: 'Lighthouse Road',
    opening_hours: { ...week([['07:00', '11:00']]), sun: [] },
    price_level: 2,
  },
  {
    id: 13,
    name: 'Bar Night',
    category: 'Bars & Nightlife',
    sub_category: 'Late bar',
    description: 'Reggae until the small hours.',
    location: 'Norman Manley Boulevard',
    opening_hours: week([['20:00', '01:00']]),
    price_level: 3,
  },
  {
    id: 14,
    name: 'Mystery Cove',
    category: 'Secret Spots',
    sub_category: '',
    description: 'Ask a fisherman.',
    location: 'Somewhere north',
  },
];

function answerPlaces(places: unknown[] = PLACES) {
  server.use(mockHttp.get('/api/negril_guide/', () => HttpResponse.json(places)));
}

/** 2026-11-25 (a Wednesday) at 13:00 in Negril (UTC−5), whatever the machine's zone. */
const WEDNESDAY_1PM_IN_NEGRIL = new Date('2026-11-25T18:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(WEDNESDAY_1PM_IN_NEGRIL);
  answerPlaces();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the guide in Spanish (/es/negril)', () => {
  it('tells the hours in Spanish, in Negril’s time', async () => {
    renderOpenGuide({ route: '/es/negril' });
    await screen.findByRole('searchbox', { name: 'Buscar' });
    expect(cardOf('Three Dives Jerk Centre')).toHaveTextContent('Abierto ahora · cierra 23:00');
    expect(cardOf('Café Cliff')).toHaveTextContent('Cerrado · abre mañana a las 7:00');
    expect(cardOf('Bar Night')).toHaveTextContent('Abre a las 20:00');
    expect(cardOf('Mystery Cove')).not.toHaveTextContent(/Abierto|Cerrado/);
  });

  it('names the categories in Spanish, and one of the server’s own as it is, in English', async () => {
    renderOpenGuide({ route: '/es/negril' });
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Categorías de la guía' },
      { timeout: 15_000 },
    );
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Comida y bebida',
      'Bares y vida nocturna',
      'Secret Spots',
    ]);
    expect(within(nav).getByText('Comida y bebida')).not.toHaveAttribute('lang');
    expect(within(nav).getByText('Secret Spots')).toHaveAttribute('lang', 'en');
    expect(
      screen.getByText('4 lugares en 3 categorías. Abre uno para ver sus detalles.'),
    ).toBeInTheDocument();
  });

  it('shows a place’s week, price and English description in its details', async () => {
    const { user } = renderOpenGuide({ route: '/es/negril' });
    await user.click(await findCardButton('Café Cliff'));
    const dialog = await screen.findByRole('dialog', { name: 'Café Cliff' });
    const today = within(dialog).getByRole('row', { name: /Miércoles/ });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveTextContent('7:00–11:00');
    expect(within(dialog).getByRole('row', { name: /Domingo/ })).toHaveTextContent('Cerrado');
    expect(dialog).toHaveTextContent('Precio: moderado');
    expect(within(dialog).getByText('Blue Mountain coffee at sunrise.')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(dialog).getByText('Coffee')).toHaveAttribute('lang', 'en');
    expect(within(dialog).getByText('Lighthouse Road')).toHaveAttribute('lang', 'en');
    expect(within(dialog).getByRole('link', { name: /Cómo llegar/ })).toBeInTheDocument();
  });

  it('says once on a place’s card, and once in its details, that it is described in English', async () => {
    const { user } = renderOpenGuide({ route: '/es/negril' });
    const button = await findCardButton('Café Cliff');
    const note = 'Este lugar está descrito en inglés.';
    const card = cardOf('Café Cliff');
    expect(within(card).getAllByText(note)).toHaveLength(1);
    // The note is the page's own words: not marked English, not announced as it appears.
    expect(within(card).getByText(note).closest('[lang]')).toBeNull();
    expect(within(card).getByText(note).closest('[aria-live], [role="status"]')).toBeNull();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Café Cliff' });
    expect(within(dialog).getAllByText(note)).toHaveLength(1);
    expect(within(dialog).getByText(note).closest('[lang]')).toBeNull();
  });

  it('marks nothing as English on an English page', async () => {
    const { user } = renderOpenGuide();
    await user.click(await findCardButton('Café Cliff'));
    const dialog = await screen.findByRole('dialog', { name: 'Café Cliff' });
    expect(within(dialog).getByText('Blue Mountain coffee at sunrise.')).not.toHaveAttribute(
      'lang',
    );
    expect(screen.queryByText(/described in English/)).toBeNull();
  });
});

describe('counts in French and German', () => {
  it('counts in French, where 0 and 1 are singular', async () => {
    renderOpenGuide({ route: '/fr/negril?q=zzz' });
    expect(
      await screen.findByText(
        'Aucun des 4 lieux ne correspond à ces filtres.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('4 lieux dans 3 catégories. Ouvrez-en un pour voir ses détails.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mon voyage (0)' })).toBeInTheDocument();
  });

  it('counts one match in French and German alike', async () => {
    const fr = renderOpenGuide({ route: '/fr/negril?q=cove' });
    expect(
      await screen.findByText('1 lieu sur 4 correspond.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    fr.unmount();
    renderOpenGuide({ route: '/de/negril?q=cove' });
    expect(
      await screen.findByText('1 von 4 Orten passt.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('counts in German, where 0 is plural and 1 is singular', async () => {
    answerPlaces(PLACES.slice(0, 1));
    renderOpenGuide({ route: '/de/negril?q=zzz' });
    expect(
      await screen.findByText(
        'Der einzige Ort passt nicht zu diesen Filtern.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('1 Ort in 1 Kategorie. Öffnen Sie einen, um die Details zu sehen.'),
    ).toBeInTheDocument();
  });
});

describe('the gate in German (/de/negril)', () => {
  it('asks for the word in German and says in German what is wrong', async () => {
    vi.useRealTimers();
    const { user } = renderApp({ route: '/de/negril' });
    expect(
      await screen.findByRole('heading', { name: 'Der Reiseführer ist für unsere Gäste' }),
    ).toBeInTheDocument();
    const field = await screen.findByLabelText('Passwort des Reiseführers');
    const unlock = screen.getByRole('button', { name: 'Entsperren' });
    expect(screen.getByLabelText('Passwort anzeigen')).not.toBeChecked();

    await user.click(unlock);
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription('Geben Sie das Passwort des Reiseführers ein.');
    });

    await user.type(field, 'one-loves');
    await user.click(unlock);
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(
        'Das ist nicht das Passwort des Reiseführers. Bitte prüfen Sie es und versuchen Sie es erneut.',
      );
    });

    await user.clear(field);
    await user.type(field, GUIDE_WORD);
    await user.click(unlock);
    expect(
      await screen.findByRole(
        'navigation',
        { name: 'Kategorien des Reiseführers' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('the hours line in each language', () => {
  /** The instant of a Negril day and time in the week of Monday 6 January 2025. */
  const negril = (day: number, hours: number, minutes = 0) =>
    new Date(Date.UTC(2025, 0, 6 + day, hours + 5, minutes));
  const parsed = (wire: unknown): OpeningHours => {
    const hours = parseOpeningHours(wire);
    if (!hours) throw new Error('fixture hours do not parse');
    return hours;
  };
  const mondays = parsed({ mon: [['09:00', '17:00']] });
  const lateMonday = parsed({ mon: [['00:00', '24:00']], tue: [['00:00', '01:00']] });

  it.each([
    ['es', 'Cerrado · abre el lunes a las 9:00', 'Abierto ahora · cierra mañana a la 1:00'],
    ['fr', 'Fermé · ouvre lundi à 9:00', 'Ouvert maintenant · ferme demain à 1:00'],
    ['de', 'Geschlossen · öffnet am Montag um 9:00', 'Jetzt geöffnet · schließt morgen um 1:00'],
  ] as const)(
    'in %s: names the day with Intl, and the hour',
    (locale, opensMonday, closesTomorrow) => {
      setLocale(locale);
      expect(openStatus(mondays, negril(3, 18))?.text).toBe(opensMonday);
      expect(openStatus(lateMonday, negril(0, 0, 30))?.text).toBe(closesTomorrow);
    },
  );

  it('reads and writes a closed day in the admin’s language, and in English', () => {
    setLocale('es');
    const blank = { mon: '', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '' };
    expect(hoursFromTexts({ ...blank, mon: 'Cerrado', tue: 'closed', wed: '9:00-17:00' })).toEqual({
      hours: expect.objectContaining({
        mon: [],
        tue: [],
        wed: [{ open: 540, close: 1020 }],
      }) as unknown,
    });
    expect(textsFromHours(mondays).tue).toBe('cerrado');
    expect(hoursFromTexts({ ...blank, mon: '9-5' })).toEqual({
      errors: { mon: 'Escribe el horario como 9:00-17:00, 19:00-23:00 o “cerrado”.' },
    });
  });
});
