import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { GUIDE_CATEGORIES } from '../../../../src/features/guide/model/types';
import { server } from '../../../../src/mocks/node';
import { recordRequests, requestsTo } from '../../auth/helpers';
import { ADMIN, READER, signedInAuth } from '../../../session';
import { gate } from '../../../utils';
import { cardButton, categoryNav, renderOpenGuide } from '../helpers';

const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

function answerGuides(body: JsonBodyType, status = 200) {
  server.use(mockHttp.get('/api/negril_guide/', () => HttpResponse.json(body, { status })));
}

describe.each([
  ['a visitor', undefined],
  ['a reader', signedInAuth(READER)],
  ['an admin', signedInAuth(ADMIN)],
])('the open guide, for %s', (_, auth) => {
  const preloadedState = auth ? { auth } : undefined;

  it('groups the guides by category in the guide’s order, with a navigation to each', async () => {
    const { user } = renderOpenGuide({ preloadedState });
    const nav = await categoryNav();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...GUIDE_CATEGORIES]);
    expect(sectionHeadings()).toEqual([...GUIDE_CATEGORIES]);

    const food = screen.getByRole('region', { name: 'Food & Drink' });
    expect(
      within(food)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Push Cart Restaurant & Rum Bar', 'Sips & Bites', '3 Dives Jerk Centre']);

    // Each link jumps to its group, and focus goes with it.
    const spas = within(nav).getByRole('link', { name: 'Spas & Wellness' });
    expect(spas).toHaveAttribute(
      'href',
      `#${screen.getByRole('region', { name: 'Spas & Wellness' }).id}`,
    );
    await user.click(spas);
    expect(screen.getByRole('heading', { level: 2, name: 'Spas & Wellness' })).toHaveFocus();
  });

  it('shows each card’s image, name, sub-category and location', async () => {
    renderOpenGuide({ preloadedState });
    await categoryNav();
    const bars = screen.getByRole('region', { name: 'Bars & Nightlife' });
    const card = within(bars).getAllByRole('article')[0];
    if (!card) throw new Error('no card');
    const image = within(card).getByRole('img', { name: "Rick's Cafe" });
    expect(image).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/media\/negril_guide\/ricks-cafe\.jpg$/),
    );
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent("Rick's Cafe");
    expect(card).toHaveTextContent('Cliff bar');
    expect(card).toHaveTextContent('Location: West End Road, Negril');
  });

  it('opens a card’s details in a dialog, closes it with Escape, and returns focus', async () => {
    const { user, store } = renderOpenGuide({ preloadedState });
    await categoryNav();
    const card = cardButton("Rick's Cafe");
    await user.click(card);

    const dialog = await screen.findByRole('dialog', { name: "Rick's Cafe" });
    expect(store.getState().negril.currentCard).toMatchObject({ id: 1, name: "Rick's Cafe" });
    expect(dialog).toHaveTextContent('The most famous sunset in Jamaica');
    expect(dialog).toHaveTextContent('Cliff bar · Bars & Nightlife');
    expect(dialog).toHaveTextContent('West End Road, Negril');
    const website = within(dialog).getByRole('link', { name: /rickscafejamaica\.com/ });
    expect(website).toHaveAttribute('href', 'https://www.rickscafejamaica.com/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Focus stays in the dialog.
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().negril.currentCard).toBeNull();
    expect(card).toHaveFocus();

    // The close button does the same.
    await user.click(cardButton('Sips & Bites'));
    const second = await screen.findByRole('dialog', { name: 'Sips & Bites' });
    // It has no website.
    expect(second).not.toHaveTextContent('Website');
    await user.click(within(second).getByRole('button', { name: 'Close' }));
    expect(store.getState().negril.currentCard).toBeNull();
    expect(cardButton('Sips & Bites')).toHaveFocus();
  });
});

describe('the guide in trouble', () => {
  it('shows skeletons while loading', async () => {
    // The gate is made before the request: the status shows as soon as the request is asked
    // for, which can be before the handler runs on a busy machine.
    const held = gate();
    server.use(
      mockHttp.get('/api/negril_guide/', async () => {
        await held.opened;
        return HttpResponse.json([]);
      }),
    );
    renderOpenGuide();
    const loading = await screen.findByText('Loading the guide…', { selector: '[role="status"]' });
    expect(loading).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Guide categories' })).not.toBeInTheDocument();
    held.open();
    expect(await screen.findByText('No places in the guide yet.')).toBeInTheDocument();
  });

  it('says when the guide is empty', async () => {
    answerGuides([]);
    renderOpenGuide();
    expect(await screen.findByText('No places in the guide yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Guide categories' })).not.toBeInTheDocument();
  });

  it('offers “Try again” when the list fails to load, and then shows it', async () => {
    server.use(
      mockHttp.get('/api/negril_guide/', () => HttpResponse.text('boom', { status: 502 }), {
        once: true,
      }),
    );
    const seen = recordRequests();
    const { user, store } = renderOpenGuide();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The guide could not be loaded.');
    expect(alert).toHaveTextContent('The server had a problem (error 502).');
    expect(store.getState().negril).toMatchObject({ isError: true, isLoading: false });
    expect(store.getState().negril.message).not.toBe('');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await categoryNav();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestsTo(seen, '/negril_guide/', 'GET')).toHaveLength(2);
    expect(store.getState().negril).toMatchObject({ isError: false, isSuccess: true });
  });

  it('treats an answer that is not a list as a failure, with “Try again”', async () => {
    answerGuides({ results: [{ id: 1, name: "Rick's Cafe" }] });
    renderOpenGuide();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server sent an answer we could not read.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows guides with missing fields and unknown categories, and drops rows without an id', async () => {
    answerGuides([
      { id: 1 },
      {
        id: 2,
        name: "Floyd's Pelican Bar",
        category: 'Hidden Gems',
        sub_category: 7,
        website: 'javascript:alert(1)',
        image: 'javascript:alert(1)',
        location: null,
      },
      { id: 3, name: 'Jerk stand', category: ' food &  drink ', website: 'www.jerk.example' },
      { id: 4, name: 'Catamaran', category: 'On the Water', description: '<b>bold</b>' },
      { id: 4, name: 'Repeated id' },
      { name: 'No id at all' },
      'not a guide',
      null,
    ]);
    const { user } = renderOpenGuide();
    await categoryNav();
    expect(sectionHeadings()).toEqual([
      'Food & Drink',
      'On the Water',
      'Hidden Gems',
      'Other places',
    ]);
    expect(cardButton('Untitled place')).toBeInTheDocument();
    expect(screen.queryByText('Repeated id')).not.toBeInTheDocument();
    expect(screen.queryByText('No id at all')).not.toBeInTheDocument();

    await user.click(cardButton("Floyd's Pelican Bar"));
    let dialog = await screen.findByRole('dialog', { name: "Floyd's Pelican Bar" });
    // The javascript: website is no link; directions go by the place's name.
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Directions (opens in a new tab)']);
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('javascript');
    expect(dialog).toHaveTextContent('7 · Hidden Gems');
    expect(dialog).toHaveTextContent('No description yet.');
    await user.keyboard('{Escape}');

    await user.click(cardButton('Jerk stand'));
    dialog = await screen.findByRole('dialog', { name: 'Jerk stand' });
    expect(within(dialog).getByRole('link', { name: /jerk\.example/ })).toHaveAttribute(
      'href',
      'https://www.jerk.example/',
    );
    await user.keyboard('{Escape}');

    await user.click(cardButton('Catamaran'));
    dialog = await screen.findByRole('dialog', { name: 'Catamaran' });
    expect(dialog).toHaveTextContent('<b>bold</b>');
    expect(dialog.querySelector('b')).toBeNull();
  });

  it('keeps showing the guides when a later refresh fails', async () => {
    const { unmount, store } = renderOpenGuide();
    await categoryNav();
    unmount();
    answerGuides({ detail: 'Server error' }, 500);
    renderOpenGuide({ preloadedState: { negril: store.getState().negril } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The guide could not be refreshed.');
    await waitFor(() => {
      expect(cardButton("Rick's Cafe")).toBeInTheDocument();
    });
  });
});
