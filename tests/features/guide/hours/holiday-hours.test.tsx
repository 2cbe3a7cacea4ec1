import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardOf, findCardButton, renderOpenGuide } from '../helpers';

/**
 * Christmas Day 2026 (a Friday) at 10:00 in Negril (UTC−5), against the demo's places: the
 * lighthouse has its own hours that day (closed) and on 31 December (18:00–2:00); the Royal Palm
 * Reserve keeps its week (9:00–17:00).
 */
const CHRISTMAS_10AM_IN_NEGRIL = new Date('2026-12-25T15:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(CHRISTMAS_10AM_IN_NEGRIL);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('hours on a public holiday', () => {
  it('warns that the hours may differ, unless the place has its own hours that day', async () => {
    renderOpenGuide();
    await findCardButton('Royal Palm Reserve');
    const palms = cardOf('Royal Palm Reserve');
    expect(palms).toHaveTextContent('Open now · closes 17:00');
    expect(palms).toHaveTextContent('Public holiday: hours may differ');
    const lighthouse = cardOf('Negril Lighthouse');
    expect(lighthouse).toHaveTextContent('Closed · opens 9:00 tomorrow');
    expect(lighthouse).not.toHaveTextContent('Public holiday');
  });

  it('shows the week’s dates in the details: the place’s own hours and the holidays', async () => {
    const { user } = renderOpenGuide();
    await user.click(await findCardButton('Negril Lighthouse'));
    const dialog = await screen.findByRole('dialog', { name: 'Negril Lighthouse' });
    const today = within(dialog).getByRole('row', { name: /Friday/ });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveTextContent('Closed');
    expect(today).toHaveTextContent('Special hours on 25 December');
    expect(within(dialog).getByRole('row', { name: /Saturday/ })).toHaveTextContent(
      '9:00–17:00Boxing Day: hours may differ',
    );
    expect(within(dialog).getByRole('row', { name: /Thursday/ })).toHaveTextContent(
      '18:00–2:00Special hours on 31 December',
    );
  });

  it('says it in the page’s language', async () => {
    renderOpenGuide({ route: '/de/negril' });
    await findCardButton('Royal Palm Reserve');
    expect(cardOf('Royal Palm Reserve')).toHaveTextContent(
      'Feiertag: Öffnungszeiten können abweichen',
    );
    expect(cardOf('Negril Lighthouse')).toHaveTextContent('Geschlossen · öffnet morgen um 9:00');
  });
});
