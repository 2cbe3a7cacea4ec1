import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gate } from '../../utils';

/**
 * The header's search chunk (SearchCombobox) lands at a moment the test chooses: its import is
 * held until `landing.open()`. Each test starts a new app (`vi.resetModules`), whose first import
 * of the chunk is held again, as on a page's first search.
 */
const COMBOBOX = '../../../src/features/search/components/SearchCombobox';
const WORDS = 'rikcs cafe';

let landing = gate();

beforeEach(() => {
  vi.resetModules();
  landing = gate();
  const held = landing.opened;
  vi.doMock(COMBOBOX, async (importOriginal) => {
    await held;
    return importOriginal();
  });
});

/** The home page, the header's box, and a record of each time the focus left it. */
async function openHome() {
  const { renderApp } = await import('../../utils');
  const view = renderApp({ route: '/' });
  await screen.findByRole('heading', { level: 1 });
  const header = screen.getAllByRole('banner')[0]!;
  const box = within(header).getByRole('combobox', { name: 'Search the site' });
  const focusLeft: string[] = [];
  box.addEventListener('focusout', () => focusLeft.push(document.activeElement?.tagName ?? ''));
  return { ...view, box: box as HTMLInputElement, focusLeft };
}

/** Search has not landed yet: the list the box controls is not there. */
function expectNotLanded(box: HTMLElement) {
  expect(document.getElementById(box.getAttribute('aria-controls') ?? 'none')).toBeNull();
}

/** The combobox runs: the list the box controls exists only once its chunk has landed. */
async function comboboxLanded(box: HTMLElement) {
  await waitFor(() => {
    expect(document.getElementById(box.getAttribute('aria-controls') ?? 'none')).not.toBeNull();
  });
}

async function expectKept(
  { box, focusLeft }: { box: HTMLInputElement; focusLeft: string[] },
  caret: number,
) {
  // The same element as before the chunk came, with every letter, the focus and the caret.
  const header = screen.getAllByRole('banner')[0]!;
  expect(within(header).getByRole('combobox', { name: 'Search the site' })).toBe(box);
  expect(box).toHaveValue(WORDS);
  expect(box).toHaveFocus();
  expect(box.selectionStart).toBe(caret);
  expect(focusLeft).toEqual([]);
  // And it is the combobox that has them: its list shows what they find.
  await waitFor(() => {
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });
  expect(screen.getByRole('listbox', { name: 'Search results' })).toHaveTextContent(
    /Sunset at Rick's Cafe/,
  );
}

describe('the header’s search keeps every letter typed while its chunk lands', () => {
  it('landing before the first key', async () => {
    const view = await openHome();
    await view.user.click(view.box);
    expectNotLanded(view.box);
    landing.open();
    await comboboxLanded(view.box);
    await view.user.type(view.box, WORDS);
    await expectKept(view, WORDS.length);
  });

  it.each([1, 3, 5, WORDS.length - 1])('landing after %i keys, mid-word', async (keys) => {
    const view = await openHome();
    await view.user.click(view.box);
    await view.user.type(view.box, WORDS.slice(0, keys));
    expect(view.box).toHaveValue(WORDS.slice(0, keys));
    expectNotLanded(view.box);
    landing.open();
    // The next key may come before the chunk's module has run, or after.
    await view.user.type(view.box, WORDS.slice(keys));
    await comboboxLanded(view.box);
    await expectKept(view, WORDS.length);
  });

  it('landing after the last key, the caret moved back', async () => {
    const view = await openHome();
    await view.user.click(view.box);
    await view.user.type(view.box, WORDS);
    await view.user.keyboard('{ArrowLeft}{ArrowLeft}');
    expectNotLanded(view.box);
    landing.open();
    await comboboxLanded(view.box);
    await expectKept(view, WORDS.length - 2);
  });
});
