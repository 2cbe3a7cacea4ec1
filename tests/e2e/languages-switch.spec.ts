import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

// The language switcher (src/app/language/LanguageSwitcher.tsx) and the note suggesting the browser's
// language (src/app/language/LanguageNote.tsx), on the production build as `vite preview` serves it.

/**
 * Adds up the layout shifts (Cumulative Layout Shift, without input) from the moment the note
 * (a labelled section with `lang`, added after hydration) is in the page: what its arrival moves. Shifts of
 * the page's own loading before it are the page's, measured by the Lighthouse script.
 */
async function measureLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const kept = window as unknown as { layoutShift: number; noteAt: number | null };
    kept.layoutShift = 0;
    kept.noteAt = null;
    new MutationObserver(() => {
      if (kept.noteAt === null && document.querySelector('section[aria-label][lang]')) {
        kept.noteAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        // A frame's shift is stamped when the frame is drawn, after the note went in.
        if (kept.noteAt !== null && !entry.hadRecentInput && entry.startTime >= kept.noteAt) {
          kept.layoutShift += entry.value;
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/**
 * Scrolls a footer link into view and says where the page then is, once the link is the app's:
 * before the app has adopted the painted page, the link is a plain link (it works, but nothing
 * keeps the scroll position for the other page).
 */
async function scrolledTo(page: Page, name: string) {
  const footer = page.getByRole('navigation', { name: 'This page in other languages' });
  const link = footer.getByRole('link', { name });
  await expect
    .poll(() => link.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react'))))
    .toBe(true);
  await link.scrollIntoViewIfNeeded();
  return { link, y: await page.evaluate(() => window.scrollY) };
}

test.describe('the language switcher', () => {
  test('links the same page in every language, from a menu that fits a phone', async ({ page }) => {
    // Needs the browser's own popover (opened and closed by the keyboard, Escape and a click
    // elsewhere, which jsdom has none of), real layout at a phone's width, and axe.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/blog?tag=food');
    const header = page.getByRole('navigation', { name: 'Language', exact: true });
    const menu = header.getByText('Language: English');
    await expect(menu).toBeAttached();
    // The header keeps to the screen's width, menu and all.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    // By keyboard: open, walk to Español, close with Escape back on the menu's button.
    const button = header.getByRole('button', { name: 'Language: English' });
    await button.focus();
    await page.keyboard.press('Enter');
    const spanish = header.getByRole('link', { name: 'Español' });
    await expect(spanish).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(header.getByRole('link', { name: 'English' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(spanish).toBeFocused();
    // Its links' addresses, languages and the current one: tests/app/language/language-switcher.test.tsx.
    const box = await header.getByRole('list').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await expectAccessible(page, 'the language menu, open');
    await page.keyboard.press('Escape');
    await expect(spanish).toBeHidden();
    await expect(button).toBeFocused();

    // A click elsewhere closes it too.
    await button.click();
    await expect(spanish).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(spanish).toBeHidden();
  });

  test('keeps the page and the scroll position across a switch, to its own language too', async ({
    page,
  }) => {
    // Needs real layout and scrolling, and the browser's own navigation between two builds.
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    // The same page in its own language opens where it was left.
    let { link, y } = await scrolledTo(page, 'English');
    expect(y).toBeGreaterThan(100);
    await Promise.all([page.waitForEvent('load'), link.click()]);
    await expect(page).toHaveURL(/\/blog$/);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 6000 })
      .toBeGreaterThan(y - 150);
    expect(await page.evaluate(() => sessionStorage.getItem('languageSwitchScroll'))).toBeNull();

    // And in the other language.
    ({ link, y } = await scrolledTo(page, 'Español'));
    expect(y).toBeGreaterThan(100);
    await link.click();
    await expect(page).toHaveURL(/\/es\/blog$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // The Spanish pages come from the Spanish build (one bundle per language): a build without
    // one serves the English app at /es/, which has no such route.
    expect(await heading.textContent(), 'the Spanish build serves /es/blog').not.toBe(
      'Page not found',
    );
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 6000 })
      .toBeGreaterThan(y - 150);
    const stored = await page.evaluate(() => ({
      chosen: localStorage.getItem('language'),
      kept: sessionStorage.getItem('languageSwitchScroll'),
    }));
    // The choice is remembered; the position was used once and forgotten.
    expect(stored).toEqual({ chosen: 'es', kept: null });
  });
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('is told the page is in German too, without the page moving or hiding the footer on a phone; closed, it stays closed', async ({
    page,
  }) => {
    // Needs real layout (layout shifts as the browser measures them, what covers what on a
    // phone's screen), the keyboard's focus order, and axe's colours in a real browser.
    await measureLayoutShifts(page);
    // On a phone, the note hides none of the footer: its last control, reached by the keyboard,
    // shows above it.
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/privacy');
    const note = page.getByRole('region', { name: 'Sprachhinweis' });
    await expect(note).toBeVisible();
    const last = page.locator('footer').locator('a, button, select').last();
    // Tab from the note's own button (the page's last stop) backwards: past the note's link, the
    // footer's last control.
    await note.getByRole('button', { name: 'Schließen' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(last).toBeFocused();
    const clear = async () => {
      const [link, box] = [await last.boundingBox(), await note.boundingBox()];
      return link !== null && box !== null && link.y + link.height <= box.y;
    };
    await expect.poll(clear).toBe(true);
    // Scrolled to the very end, the same.
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect.poll(clear).toBe(true);

    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/');
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute('lang', 'de');
    await expect(note).toContainText('Diese Seite gibt es auch auf Deutsch.');
    await expect(note.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute(
      'href',
      '/de/',
    );
    // Nothing took focus from the page.
    expect(await note.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    await page.waitForLoadState('networkidle');
    // Measured from the note's arrival, which the measure saw.
    expect(
      await page.evaluate(() => (window as unknown as { noteAt: number | null }).noteAt),
    ).not.toBeNull();
    expect(await layoutShift(page)).toBe(0);
    await expectAccessible(page, 'the language note');

    await note.getByRole('button', { name: 'Schließen' }).click();
    await expect(note).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(note).toBeHidden();
  });
});
