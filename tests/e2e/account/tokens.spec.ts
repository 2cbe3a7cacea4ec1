import { expect, test } from '../fixtures';
import { recordGoogle } from '../support/analytics';

test.use({ analyticsAnswer: 'granted' });

const views = (requests: string[]) =>
  requests
    .map((url) => new URL(url).searchParams)
    .filter((params) => params.get('en') === 'page_view');

const TOKEN = 'c0ffee5ecret7oken';

const LINKS_WITH_TOKENS = [
  [`/password/reset/confirm/MTIz/${TOKEN}`, '/password/reset/confirm/:uid/:token'],
  [`/es/activate/MTIz/${TOKEN}?from=${TOKEN}`, '/es/activate/:uid/:token'],
] as const;

test('nothing of the token in a reset or activation link reaches analytics, then or on the next page', async ({
  page,
  context,
}) => {
  // Needs the whole system: the browser's own document navigation from the page, whose referrer
  // (the address with the token) the analytics tag reads. Which query a route keeps is the
  // analytics module's decision: tests/app/analytics/analytics.fresh.test.tsx.
  const google = await recordGoogle(context);
  for (const [path, pattern] of LINKS_WITH_TOKENS) {
    google.length = 0;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => views(google).length, pattern).toBe(1);
    const [view] = views(google);
    expect(view?.get('dp'), pattern).toBe(pattern);
    expect(view?.get('dl'), pattern).toBe(`${new URL(page.url()).origin}${pattern}`);
    // A document navigation from here (the footer's language link): its referrer is the address.
    // On /es/ an English browser is offered English in a note fixed over the footer: closed first.
    const note = page.getByRole('region', { name: 'Language suggestion' });
    if (await note.isVisible()) await note.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' }).click();
    await expect.poll(() => views(google).length, pattern).toBe(2);
    expect(views(google)[1]?.get('dr'), pattern).toContain(pattern.replace(/^\/es/, ''));
    // Whatever else the new page sends once it has settled.
    await page.waitForLoadState('networkidle');
    expect(google.length, pattern).toBeGreaterThan(1);
    for (const url of google) {
      expect(decodeURIComponent(url), pattern).not.toContain(TOKEN);
      expect(decodeURIComponent(url), pattern).not.toContain('MTIz');
    }
  }
});
