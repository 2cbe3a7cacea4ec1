import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../src/mocks/node';
import { cardButton, categoryNav, guideWith, renderOpenGuide } from '../helpers';

/** The router's address: path and search. */
function address(router: { state: { location: { pathname: string; search: string } } }) {
  return router.state.location.pathname + router.state.location.search;
}

describe('a place’s own address', () => {
  it('opening a place adds ?place= beside the filters; Back closes it, Forward opens it', async () => {
    const { user, router } = renderOpenGuide({ route: '/negril?category=bars-nightlife' });
    await categoryNav();
    const card = cardButton("Rick's Cafe");
    await user.click(card);
    await screen.findByRole('dialog', { name: "Rick's Cafe" });
    expect(address(router)).toBe('/negril?category=bars-nightlife&place=1');

    await act(() => router.navigate(-1));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(address(router)).toBe('/negril?category=bars-nightlife');
    expect(card).toHaveFocus();

    await act(() => router.navigate(1));
    expect(await screen.findByRole('dialog', { name: "Rick's Cafe" })).toBeInTheDocument();
  });

  it('closing a place opened here goes back to the list’s entry', async () => {
    const { user, router } = renderOpenGuide();
    await categoryNav();
    await user.click(cardButton("Rick's Cafe"));
    const dialog = await screen.findByRole('dialog', { name: "Rick's Cafe" });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(address(router)).toBe('/negril');
    });
    // Back from here leaves the guide: the place was one entry, now gone.
    expect(router.state.historyAction).toBe('POP');
  });

  it('a link to a place opens its details; closing removes it from the address', async () => {
    const { user, router, store } = renderOpenGuide({ route: '/negril?place=1' });
    const dialog = await screen.findByRole('dialog', { name: "Rick's Cafe" }, { timeout: 15_000 });
    expect(store.getState().negril.currentCard).toMatchObject({ id: 1 });
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(dialog).not.toBeInTheDocument();
    });
    expect(address(router)).toBe('/negril');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a link to a place the guide does not have opens the list, without the place', async () => {
    server.use(
      mockHttp.get('/api/negril_guide/', () => HttpResponse.json([guideWith(5, { name: 'Five' })])),
    );
    const { router } = renderOpenGuide({ route: '/negril?q=five&place=99' });
    await screen.findByRole('heading', { level: 3, name: 'Five' }, { timeout: 15_000 });
    await waitFor(() => {
      expect(address(router)).toBe('/negril?q=five');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('a place opened before the letters typed are in the address', () => {
    // The filters go into the address in a background task (useGuideView); here that task waits
    // until the test runs it, as it does on a slow phone while the list is drawn.
    const waiting: (() => void)[] = [];
    afterEach(() => {
      Reflect.deleteProperty(globalThis, 'scheduler');
      waiting.length = 0;
    });

    it('writes the letters into the list’s entry first; Escape goes back to the list with them', async () => {
      Object.assign(globalThis, {
        scheduler: {
          postTask: (task: () => void) => {
            waiting.push(task);
            return Promise.resolve();
          },
        },
      });
      const { user, router } = renderOpenGuide();
      await categoryNav();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'rick');
      expect(address(router)).toBe('/negril');
      await user.click(cardButton("Rick's Cafe"));
      await screen.findByRole('dialog', { name: "Rick's Cafe" });
      expect(address(router)).toBe('/negril?q=rick&place=1');
      // The write that waited finds nothing left to write.
      act(() => {
        for (const task of waiting.splice(0)) task();
      });
      expect(address(router)).toBe('/negril?q=rick&place=1');
      expect(screen.getByRole('dialog', { name: "Rick's Cafe" })).toBeInTheDocument();

      await user.keyboard('{Escape}');
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
      // Closing went back to the list's entry, which has the letters typed.
      expect(router.state.historyAction).toBe('POP');
      expect(address(router)).toBe('/negril?q=rick');
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('rick');
    });
  });

  it('the details share the place’s address', async () => {
    const { user } = renderOpenGuide({ route: '/negril?category=bars-nightlife' });
    await categoryNav();
    await user.click(cardButton("Rick's Cafe"));
    const dialog = await screen.findByRole('dialog', { name: "Rick's Cafe" });
    Reflect.deleteProperty(Navigator.prototype, 'share');
    await user.click(within(dialog).getByRole('button', { name: 'Share this place' }));
    expect(await within(dialog).findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      new URL('/negril?place=1', window.location.href).href,
    );
  });
});
