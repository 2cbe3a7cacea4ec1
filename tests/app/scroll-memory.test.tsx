import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IN_PLACE } from '../../src/lib/routes';
import { LANGUAGE_SCROLL_KEY, SCROLL_POSITIONS_KEY } from '../../src/app/language/language';
import { renderApp } from '../utils';
import { categoryNav, renderOpenGuide } from '../features/guide/helpers';

/** jsdom lays nothing out: the window's position and the page's height are played here. */
let y = 0;
let height = 4000;

function scrollBy(visitor: number) {
  y = visitor;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  y = 0;
  height = 4000;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => height);
  // The site scrolls with `scrollTo(0, y)`.
  vi.spyOn(window, 'scrollTo').mockImplementation((_left: number, top: number) => {
    scrollBy(top);
  });
});

// jsdom has no scrollIntoView: the tests that need it put their own, taken away after each.
const ownScrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');

afterEach(() => {
  sessionStorage.clear();
  if (ownScrollIntoView)
    Object.defineProperty(Element.prototype, 'scrollIntoView', ownScrollIntoView);
  else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

// The screens' chunks are transformed on first use: a busy machine takes its time.
const slow = { timeout: 15_000 };

async function home() {
  return screen.findByRole('heading', { level: 1, name: /Sunsets, cliffs/ }, slow);
}

async function privacy() {
  return screen.findByRole('heading', { level: 1, name: 'Privacy' }, slow);
}

describe('where a page opens', () => {
  it('opens a new page at its top, and Back and Forward where the visitor left each', async () => {
    const { user, router } = renderApp();
    await home();
    scrollBy(1550);
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    await privacy();
    expect(y).toBe(0);
    scrollBy(300);

    await act(() => router.navigate(-1));
    await home();
    expect(y).toBe(1550);

    await act(() => router.navigate(1));
    await privacy();
    expect(y).toBe(300);
    // Kept for a reload of the tab, or for a page of another document come back to.
    const kept = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<
      string,
      number
    >;
    expect(Object.values(kept)).toEqual(expect.arrayContaining([1550, 300]));
  });

  it('returns to a page still arriving once it is tall enough', async () => {
    const { user, router } = renderApp();
    await home();
    scrollBy(2500);
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    await privacy();
    height = 900;
    await act(() => router.navigate(-1));
    await home();
    expect(y).toBe(0);
    height = 4000;
    await waitFor(() => {
      expect(y).toBe(2500);
    });
  });

  it('stops returning when the visitor scrolls first', async () => {
    const { user, router } = renderApp();
    await home();
    scrollBy(2500);
    await user.click(screen.getByRole('link', { name: 'Privacy' }));
    await privacy();
    height = 900;
    await act(() => router.navigate(-1));
    await home();
    window.dispatchEvent(new Event('wheel'));
    scrollBy(120);
    height = 4000;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(y).toBe(120);
  });

  it('keeps the position of a change made in place', async () => {
    const { router } = renderApp({ route: '/blog' });
    await screen.findByRole('heading', { level: 1, name: 'Blog' }, slow);
    scrollBy(700);
    await act(() => router.navigate('/blog?tag=travel', { state: IN_PLACE }));
    expect(y).toBe(700);
  });

  it('opens a page at its fragment', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { router } = renderApp();
    await home();
    scrollBy(1550);
    await act(() => router.navigate('/privacy#main'));
    await privacy();
    expect(y).toBe(1550);
    expect(scrolled).toHaveBeenCalled();
    expect(scrolled.mock.contexts[0]).toHaveProperty('id', 'main');
  });

  it('opens a document come to by a link at its top, not where it was left before', async () => {
    const before = renderApp({ route: '/privacy' });
    await privacy();
    scrollBy(500);
    before.unmount();
    y = 0;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'navigate' } as PerformanceNavigationTiming,
    ]);
    renderApp({ route: '/privacy' });
    await privacy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(y).toBe(0);
  });

  it('opens the page the language switcher opened where the visitor was, not where it was left before', async () => {
    const before = renderApp({ route: '/privacy' });
    await privacy();
    scrollBy(500);
    before.unmount();
    y = 0;
    sessionStorage.setItem(
      LANGUAGE_SCROLL_KEY,
      JSON.stringify({ path: '/privacy', scrollY: 1200 }),
    );
    const visited: number[] = [];
    window.addEventListener('scroll', () => visited.push(y));
    renderApp({ route: '/privacy' });
    await privacy();
    await waitFor(() => {
      expect(y).toBe(1200);
    }, slow);
    expect(visited).not.toContain(500);
    // Used once, then forgotten.
    expect(sessionStorage.getItem(LANGUAGE_SCROLL_KEY)).toBeNull();
  });

  it('returns from "Show on map" to where the list was left, the way to the map not counted as the list’s', async () => {
    // The map is above the list on a phone: bringing it into view scrolls the page up to it,
    // at once here (a smooth scroll's frames in a browser).
    const brought = vi.fn(() => {
      scrollBy(750);
    });
    Element.prototype.scrollIntoView = brought;
    const { router } = renderOpenGuide({ route: '/negril?category=bars-nightlife' });
    await categoryNav();
    scrollBy(2760);
    // Pressed as in a browser: the new entry is drawn later, not before the click returns (as
    // Testing Library's act() would have it).
    const show = screen.getByRole('button', { name: "Show on map: Rick's Cafe" });
    const reactAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    reactAct.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      show.click();
      await waitFor(() => {
        expect(show).toHaveAttribute('aria-pressed', 'true');
      });
    } finally {
      reactAct.IS_REACT_ACT_ENVIRONMENT = true;
    }
    await waitFor(() => {
      expect(y).toBe(750);
    });
    // The map's column, with its map.
    expect(brought.mock.contexts[0]).toContainElement(
      await screen.findByRole('region', { name: 'Map of the places listed' }),
    );

    await act(() => router.navigate(-1));
    await waitFor(() => {
      expect(y).toBe(2760);
    });
  });
});
