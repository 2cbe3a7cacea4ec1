/**
 * The guide's interactions `node scripts/inp.mjs` measures, each with the steps (not measured)
 * that put the page where it can be done again. See docs/performance.md.
 */
/**
 * What is measured, in order. Each `act` does one interaction and returns false when its control
 * is not there; `setup` (not measured) runs before each repetition.
 */
export const INTERACTIONS = [
  {
    name: 'typing a letter in the search',
    setup: async (page) => {
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('');
      await search.focus();
    },
    act: async (page) => {
      await page.keyboard.press('s');
      return true;
    },
  },
  {
    name: 'ticking "Open now"',
    setup: async (page) => {
      await page.getByRole('searchbox', { name: 'Search' }).fill('');
    },
    act: async (page) => {
      await page.getByRole('checkbox', { name: 'Open now' }).click();
      return true;
    },
  },
  {
    name: 'opening a place',
    setup: async (page) => {
      const box = page.getByRole('checkbox', { name: 'Open now' });
      if (await box.isChecked()) await box.click();
      await closeDialog(page);
    },
    // No waiting for the dialog here: Playwright looks for it by polling the page's whole
    // document for roles, work of the page's own thread that a visitor's browser never does and
    // that would delay the very paint measured (settle, after it, waits for the page instead).
    act: async (page) => {
      await page.locator('article:visible h3 button').nth(2).click();
      return true;
    },
  },
  {
    name: 'closing it',
    setup: async (page) => {
      if ((await page.getByRole('dialog').count()) === 0) {
        await page.locator('article:visible h3 button').nth(2).click();
        await page.getByRole('dialog').waitFor();
      }
    },
    act: async (page) => {
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
      return true;
    },
  },
  {
    name: 'saving one',
    setup: async (page) => {
      await closeDialog(page);
    },
    act: async (page) => {
      await page
        .locator('article:visible')
        .nth(1)
        .getByRole('button', { name: /^Save.* my trip$/ })
        .click();
      return true;
    },
  },
  {
    name: 'moving a stop',
    setup: async (page) => {
      await openTrip(page);
    },
    act: async (page) => {
      const move = page.getByRole('button', { name: /^Move .*(later|down|after)/i });
      if ((await move.count()) === 0) return false;
      await move.first().click();
      return true;
    },
  },
  {
    name: 'switching days',
    setup: async (page) => {
      await openTrip(page);
    },
    act: async (page) => {
      const days = dayChoice(page);
      if ((await days.count()) < 2) return false;
      const selected = await days.evaluateAll((buttons) =>
        buttons.findIndex((button) => button.getAttribute('aria-pressed') === 'true'),
      );
      await days.nth(selected === 0 ? 1 : 0).click();
      return true;
    },
  },
];

async function closeDialog(page) {
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) === 0) return;
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** The buttons that choose the day the trip's map shows ("Day 1", "Day 2"). */
const dayChoice = (page) =>
  page.getByRole('group', { name: 'Day shown on the map' }).getByRole('button');

/**
 * My trip with three places in its first day and a second day, when the planner has days. The
 * places are saved from the list first (saving adds to the last day), then the day is added.
 */
async function openTrip(page) {
  const tab = page.getByRole('button', { name: /^My trip/ });
  if ((await tab.getAttribute('aria-pressed')) === 'true') return;
  // A save button's name changes with its state in this tree ("Saved: remove …") and was a
  // pressed toggle before: a saved one is either, so that a --ref build is measured the same way.
  const buttons = page.locator('article').getByRole('button', { name: /^Save.* my trip$/ });
  const savedStates = () =>
    buttons.evaluateAll((all) =>
      all.map(
        (button) =>
          button.getAttribute('aria-pressed') === 'true' || button.textContent.trim() === 'Saved',
      ),
    );
  for (let states = await savedStates(); states.filter(Boolean).length < 3;) {
    const next = states.findIndex((saved, index) => index >= 3 && !saved);
    if (next < 0) break;
    await buttons.nth(next).click();
    states = await savedStates();
  }
  await tab.click();
  await page.getByRole('heading', { name: 'My trip', level: 2 }).waitFor();
  const addDay = page.getByRole('button', { name: /^Add a day$/ });
  if ((await addDay.count()) > 0 && (await dayChoice(page).count()) < 2) {
    await addDay.first().click();
  }
}
