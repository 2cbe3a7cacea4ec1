import { expect, test } from './fixtures';
import { recordGoogle } from './support/analytics';

test.use({ analyticsAnswer: 'granted' });

const views = (requests: string[]) =>
  requests
    .map((url) => new URL(url).searchParams)
    .filter((params) => params.get('en') === 'page_view');

const TOKEN = 'c0ffee5ecret7oken';

for (const [path, pattern] of [
  [`/password/reset/confirm/MTIz/${TOKEN}`, '/password/reset/confirm/:uid/:token'],
  [`/es/activate/MTIz/${TOKEN}?from=${TOKEN}`, '/es/activate/:uid/:token'],
] as const) {
  test(`nothing of the token in ${pattern} reaches analytics, then or on the next page`, async ({
    page,
    context,
  }) => {
    const google = await recordGoogle(context);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => views(google).length).toBe(1);
    const [view] = views(google);
    expect(view?.get('dp')).toBe(pattern);
    expect(view?.get('dl')).toBe(`${new URL(page.url()).origin}${pattern}`);
    // A document navigation from here (the footer's language link): its referrer is the address.
    // On /es/ an English browser is offered English in a note fixed over the footer: closed first.
    const note = page.getByRole('region', { name: 'Language suggestion' });
    if (await note.isVisible()) await note.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' }).click();
    await expect.poll(() => views(google).length).toBe(2);
    expect(views(google)[1]?.get('dr')).toContain(pattern.replace(/^\/es/, ''));
    await page.waitForTimeout(500);
    expect(google.length).toBeGreaterThan(1);
    for (const url of google) {
      expect(decodeURIComponent(url)).not.toContain(TOKEN);
      expect(decodeURIComponent(url)).not.toContain('MTIz');
    }
  });
}

test('a page view keeps only the query its route lists', async ({ page, context }) => {
  const google = await recordGoogle(context);
  await page.goto('/blog?tag=food&email=someone%40example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect.poll(() => views(google).length).toBe(1);
  expect(views(google)[0]?.get('dp')).toBe('/blog?tag=food');
  expect(google.join(' ')).not.toContain('someone');
});
