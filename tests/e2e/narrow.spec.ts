import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  emptyAdminTrip,
  expect,
  expectNothingSticksOut,
  revealWholePage,
  settledPage,
  signInAdminWithGuideWord,
  test,
  watchRequests,
} from './fixtures';
import { placeIds } from './support/devices';
import { ADMIN, API_URL, GUIDE_WORD } from './support/env';
import { inLanguage, LANGUAGES, ROUTES, type Language } from './support/routes';

/**
 * Nothing scrolls sideways at 320 CSS px on a phone (a touch screen whose browser reads the page's
 * own viewport, and zooms out to show a page wider than the screen; or 1280 px at 400% zoom:
 * WCAG 1.4.10), whatever the words and the data: every route in every language with the header's
 * menus and the language suggestion, every dialog, menu and panel open, and a place whose name is
 * one long word. (theme.spec.ts also checks every route in English at 320 px, on its way through
 * the routes.) One color scheme is enough: the dark theme only redefines colours (src/index.css,
 * no `dark:` layout anywhere), and its contrast is axe's in theme.spec.ts. A failure names the
 * elements that stick out past the screen's edges, or the text cut at the side of its box
 * (`expectNothingSticksOut`).
 */
const WIDTH = 320;
const HEIGHT = 640;
/** A phone's width, and tall: a long page is revealed in a few screens. */
const TALL = 2400;

/**
 * The language the note "this page is also in …" suggests on each language's pages (the one the
 * visitor chose before, as the site keeps it: src/app/language/language.ts LANGUAGE_KEY): each of its four
 * texts is shown, on a page of another language.
 */
const SUGGESTED: Record<Language, Language> = { en: 'fr', es: 'de', fr: 'en', de: 'es' };
/** The note's name in each language (src/app/language/LanguageNote.tsx). */
const SUGGESTION: Record<Language, string> = {
  en: 'Language suggestion',
  es: 'Sugerencia de idioma',
  fr: 'Suggestion de langue',
  de: 'Sprachhinweis',
};
/** A message in a language, as the site shows it (messages/<language>.json). */
function message(language: Language, key: string): string {
  const messages = JSON.parse(readFileSync(`messages/${language}.json`, 'utf8')) as Record<
    string,
    string
  >;
  const text = messages[key];
  if (typeof text !== 'string') throw new Error(`messages/${language}.json has no ${key}`);
  return text;
}
/** The header's buttons in each language. */
const MENU = (language: Language) => message(language, 'app_menu_button');
const SEARCH = (language: Language) => message(language, 'search_open');

/** One unbroken word of 40 letters (a German compound), and one of 30 for a day's name. */
const LONG_WORD = 'Sonnenuntergangsbeobachtungsplattformbar';
const DAY_WORD = 'Sonnenuntergangsbeobachtungtag';

/**
 * A place beside Rick's Cafe (in its category, the only other one there) with every action a
 * place has (call, book, its website) and long unbroken words in its name, address and website,
 * made through the server's API as an admin would make it; deleted by `deletePlace`.
 */
async function addLongPlace(page: Page): Promise<{ name: string; id: number }> {
  const name = `${LONG_WORD} ${Date.now()}`;
  const tokens = await page.request.post(`${API_URL}/v1/auth/jwt/create/`, { data: ADMIN });
  const { access } = (await tokens.json()) as { access: string };
  const created = await page.request.post(`${API_URL}/negril_guide/`, {
    headers: { Authorization: `Bearer ${access}` },
    data: {
      name,
      category: 'Bars & Nightlife',
      sub_category: `Aussichtsplattform${LONG_WORD}`,
      description: `${LONG_WORD}: onerror="window.__pwned='guide'">${LONG_WORD}`,
      location: `Westendstraßenkreuzungsbereich${LONG_WORD}, Negril`,
      website: `https://www.example.com/${LONG_WORD.toLowerCase()}/${LONG_WORD.toLowerCase()}`,
      phone: '+1 876 555 0147',
      booking_url: `https://reservations.example.com/${LONG_WORD.toLowerCase()}`,
      latitude: 18.2585,
      longitude: -78.3665,
      opening_hours: { fri: [['18:00', '02:00']] },
      price_level: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { name, id: ((await created.json()) as { id: number }).id };
}

/** Deletes the place by its id, or by its name if it was not known. */
async function deletePlace(page: Page, name: string, known?: number): Promise<void> {
  const id = known ?? (await placeIds(page.request)).get(name);
  if (id === undefined) return;
  const tokens = await page.request.post(`${API_URL}/v1/auth/jwt/create/`, { data: ADMIN });
  const { access } = (await tokens.json()) as { access: string };
  await page.request.delete(`${API_URL}/negril_guide/${id}/`, {
    headers: { Authorization: `Bearer ${access}` },
  });
}

/** Photographed for a look (test-results/screens/narrow-<what>.png), then measured. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const name = what
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  await page.screenshot({ path: `test-results/screens/narrow-${name}.png`, fullPage: true });
  await expectNothingSticksOut(page, what);
}

/**
 * Goes to an address of the page's language in the app, as the site's own links do (the router
 * follows the browser's history), without loading a document.
 */
async function goInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, address);
}

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });

/**
 * The header in a language: its phone menu, its search panel with suggestions and its language
 * menu, each open in turn, fit the screen (with the language suggestion showing).
 */
async function expectHeaderFits(page: Page, language: Language): Promise<void> {
  const nav = page.getByRole('navigation').filter({
    has: page.getByRole('button', { name: MENU(language), exact: true }),
  });
  const menu = nav.getByRole('button', { name: MENU(language), exact: true });
  // On a phone the sections are behind the menu, and go with it.
  await expect(nav.getByRole('link')).toHaveCount(0);
  await menu.click();
  await expect(nav.getByRole('link').first()).toBeVisible();
  await expectNothingSticksOut(page, `the phone menu (${language})`);
  await menu.click();
  await expect(nav.getByRole('link')).toHaveCount(0);

  // The search box is behind its button too.
  const box = page.getByRole('search').getByRole('combobox');
  await expect(box).toBeHidden();
  await page.getByRole('button', { name: SEARCH(language), exact: true }).click();
  await box.fill('negril beach');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNothingSticksOut(page, `the search panel with suggestions (${language})`);
  await box.press('Escape');

  await page.getByRole('button', { name: /^(Language|Idioma|Langue|Sprache) ?:/ }).click();
  await expect(page.getByRole('link', { name: 'Deutsch' }).first()).toBeVisible();
  await expectNothingSticksOut(page, `the language menu (${language})`);
  await page.keyboard.press('Escape');
}

test.describe(`at ${WIDTH} px on a phone`, () => {
  test.use({ viewport: { width: WIDTH, height: HEIGHT }, isMobile: true, hasTouch: true });
  // Many pages and dialogs in one test each, on a machine that may be busy.
  test.describe.configure({ timeout: 240_000 });

  test('every route in every language, with the header, its menus and the language suggestion; the guide unlocked in each, a place open', async ({
    page,
  }) => {
    // Needs real layout at 320 px on a phone, each language's own build, the note the app shows
    // once it runs, and the reference server's guide.
    test.setTimeout(240_000);
    watchRequests(page);
    await page.addInitScript((suggested: Record<string, string>) => {
      const language = /^\/(es|fr|de)(?:\/|$)/.exec(location.pathname)?.[1] ?? 'en';
      localStorage.setItem('language', suggested[language] ?? 'en');
    }, SUGGESTED);
    const place = await addLongPlace(page);
    try {
      for (const language of LANGUAGES) {
        // English's routes are walked at 320 px by theme.spec.ts and its guide by the test
        // below: here its header and the note, on its home.
        const routes = language === 'en' ? ROUTES.filter(([name]) => name === 'home') : ROUTES;
        let previous: string | null = null;
        for (const [name, path, , pattern] of routes) {
          const address = inLanguage(path, language);
          const where = `${name} (${address})`;
          // Revealed in a tall window (fewer screens to scroll through), measured in the phone's.
          await page.setViewportSize({ width: WIDTH, height: TALL });
          // A language's first page is loaded; the others are reached in the app, as the site's
          // links reach them (a document and the app's start cost a second or two each; the
          // screens and the stylesheet are those of the painted pages).
          if (previous === null) await page.goto(address);
          else await goInApp(page, address);
          // A new screen's heading; the same screen (search, then search without words) keeps it.
          const heading = page.locator(previous === pattern ? 'h1' : 'h1:not([data-walked])');
          previous = pattern;
          await expect(heading, `${where}: its heading`).toBeVisible();
          await heading.evaluate((element) => {
            element.setAttribute('data-walked', '');
          });
          await expect(
            page.getByRole('region', { name: SUGGESTION[SUGGESTED[language]] }),
            `${where}: the language suggestion`,
          ).toBeVisible();
          await revealWholePage(page);
          await page.setViewportSize({ width: WIDTH, height: HEIGHT });
          if (name === 'home') await expectHeaderFits(page, language);
          await expectNothingSticksOut(page, where);
        }
        if (language === 'en') continue;

        // From the gate, the guide unlocked in this language; a place opened beside one whose
        // name is a long word.
        const word = page.locator('input[type="password"]');
        await word.fill(GUIDE_WORD);
        await word.press('Enter');
        const ricks = card(page, "Rick's Cafe");
        await expect(ricks).toBeVisible({ timeout: 30_000 });
        await settledPage(page);
        await expectNothingSticksOut(page, `the unlocked guide (${language})`);
        await ricks.getByRole('button', { name: "Rick's Cafe", exact: true }).click();
        await expect(page.getByRole('dialog', { name: "Rick's Cafe" })).toBeVisible();
        await expectNothingSticksOut(page, `Rick's Cafe open beside ${place.name} (${language})`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        // The next language starts at its gate again.
        await page.evaluate(() => {
          localStorage.removeItem('negrilPassword');
        });
      }
    } finally {
      await deletePlace(page, place.name, place.id);
    }
  });

  test("the feed's lightbox, its toolbar and a caption read whole", async ({ page }) => {
    // Needs real layout: the lightbox's widths at 320 px on a phone.
    await page.goto('/feed');
    // A caption long enough to be shortened, read whole.
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Photo: The lighthouse at the very western tip/ })
      .click();
    const lightbox = page.getByRole('dialog', { name: 'Lightbox' });
    const more = lightbox.getByRole('button', { name: 'More' });
    await expect(more).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page, 'the lightbox');
    // Its toolbar's buttons, clipped by the lightbox itself, are each wholly on the screen.
    const toolbar = lightbox.locator('.yarl__toolbar');
    await expect(toolbar.getByRole('button', { name: 'Close' })).toBeVisible();
    const cut = await toolbar.locator('button, a').evaluateAll(
      (items, width) =>
        items
          .map((item) => ({ item, box: item.getBoundingClientRect() }))
          .filter(({ box }) => box.left < 0 || box.right > width)
          .map(
            ({ item, box }) =>
              `${item.getAttribute('aria-label') ?? item.textContent} [${Math.round(box.left)}, ${Math.round(box.right)}]`,
          ),
      WIDTH,
    );
    expect(cut, "the lightbox's toolbar buttons past the screen's edges").toEqual([]);
    await more.click();
    await expectNoSidewaysScroll(page, 'the lightbox with a whole caption');
  });

  test("the guide: the list, a place of long words, the map, a trip with days, times and exports, the admin's form, the account in every language", async ({
    page,
  }) => {
    // Needs real layout at 320 px on a phone, the reference server's guide and admin account,
    // and a real download.
    await signInAdminWithGuideWord(page);
    const place = await addLongPlace(page);
    try {
      // The account in the other languages (in English at the end), before the trip has anything
      // to send.
      for (const language of LANGUAGES.filter((each) => each !== 'en')) {
        await page.goto(inLanguage('/account', language));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        await expectNoSidewaysScroll(page, `the account (${language})`);
      }

      await page.goto('/negril');
      const card = (name: string) =>
        page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });
      await expect(card('Seven Mile Beach')).toBeVisible();
      const map = page.getByRole('region', { name: 'Map of the places listed' });
      await map.scrollIntoViewIfNeeded();
      await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the unlocked guide with its map');

      await card("Rick's Cafe").getByRole('button', { name: "Rick's Cafe", exact: true }).click();
      const details = page.getByRole('dialog', { name: "Rick's Cafe" });
      await expect(details).toBeVisible();
      await expectNoSidewaysScroll(page, "a place's details, beside a place of long words");
      await details.getByRole('button', { name: 'Edit place' }).click();
      const edit = page.getByRole('dialog', { name: "Edit Rick's Cafe" });
      await edit
        .getByRole('group', { name: 'Special dates' })
        .getByRole('button', { name: 'Add a date' })
        .click();
      await expectNoSidewaysScroll(page, 'the edit form with a special date');
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      // A place of long words, with every action a place has.
      await card(place.name).getByRole('button', { name: place.name, exact: true }).click();
      const long = page.getByRole('dialog', { name: place.name });
      for (const action of ['Directions', 'Call', 'Book']) {
        await expect(long.getByRole('link', { name: new RegExp(`^${action}`) })).toBeVisible();
      }
      await expect(long.getByRole('link', { name: /^example\.com\// })).toBeVisible();
      await expectNoSidewaysScroll(page, 'a place of long words with every action');
      await page.keyboard.press('Escape');
      await expect(long).toBeHidden();

      await page.getByRole('button', { name: 'Add place' }).click();
      const add = page.getByRole('dialog', { name: 'Add a place' });
      await add
        .getByRole('group', { name: 'Special dates' })
        .getByRole('button', { name: 'Add a date' })
        .click();
      await add.getByRole('button', { name: 'Save place' }).click();
      await expectNoSidewaysScroll(page, 'the add form with its errors');
      await add.getByRole('button', { name: 'Cancel' }).click();
      await expect(add).toBeHidden();

      for (const name of [
        'Seven Mile Beach',
        "Rick's Cafe",
        place.name,
        'Three Dives Jerk Centre',
      ]) {
        await card(name)
          .getByRole('button', { name: /^Save / })
          .click();
      }
      await page.getByRole('button', { name: 'My trip (4)' }).click();
      const trip = page.getByRole('region', { name: 'My trip' });
      // A day named with one long word.
      await trip.getByLabel('Name of day 1').fill(DAY_WORD);
      await trip.getByRole('button', { name: 'Add a day' }).click();
      await trip.getByRole('button', { name: 'Move Three Dives Jerk Centre to Day 2' }).click();
      await trip.getByLabel('Time at Seven Mile Beach').fill('09:30');
      await trip.getByLabel('Time at Three Dives Jerk Centre').fill('19:00');
      await trip.getByRole('button', { name: 'Add to calendar' }).click();
      await expectNoSidewaysScroll(page, 'a trip of two days with times');
      await trip.getByLabel('First day of the trip').fill('2026-12-01');
      const download = page.waitForEvent('download');
      await trip.getByRole('button', { name: 'Download map file' }).click();
      await download;
      await expect(trip.getByRole('status').filter({ hasText: 'Map file ready' })).toBeVisible();
      await expectNoSidewaysScroll(page, "the trip's exports");

      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1, name: /account/i })).toBeVisible({
        timeout: 30_000,
      });
      await expectNoSidewaysScroll(page, 'the account');
    } finally {
      await emptyAdminTrip(page);
      await deletePlace(page, place.name, place.id);
    }
  });
});
