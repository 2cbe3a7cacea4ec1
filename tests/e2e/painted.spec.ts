import { expect, test } from './fixtures';

// The pages painted at build time (scripts/prerender.ts), as `vite preview` serves them: each at
// its clean address, and the home page's file as the fallback for every other path. The suite's
// build cannot reach the content service, so its blog pages are painted in their loading state
// and the app fetches the entries (the Lighthouse script builds them with the entries).

test('each content page is served painted at its own address, under the policy', async ({
  request,
}) => {
  for (const path of ['/', '/blog', '/press', '/feed', '/negril']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain(`<div data-snapshot="${path}"`);
    // The one inline script, allowed by its hash in the policy the page is served with.
    expect(html).toMatch(new RegExp(`<script data-page="${path.replace('/', '\\/')}"`));
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    // The app's scripts wait in a template; no module script runs before the guard starts it.
    expect(html).toMatch(/<template id="app-scripts">\s*<script type="module"/);
  }
  // The guide's gate is painted, but its field cannot be typed into until the app runs it.
  expect(await (await request.get('/negril')).text()).toMatch(
    /<div data-snapshot="\/negril" inert>/,
  );
});

test('a painted page served for another address is hidden, and the app shows the right one', async ({
  page,
}) => {
  // The home page's file answers /blog/<slug> (the fallback); its painted markup must not show.
  await page.goto('/blog/sunset-at-ricks-cafe');
  await expect(
    page.getByRole('heading', { level: 1, name: /Sunset at Rick's Cafe/ }),
  ).toBeVisible();
  await expect(page.locator('[data-snapshot]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Latest from the blog' })).toHaveCount(0);

  // A query string: /blog's own file, but the painted list is not the filtered one.
  await page.goto('/blog?tag=Family');
  const filter = page.getByRole('navigation', { name: 'Filter by tag' });
  await expect(filter.getByRole('link', { name: 'Family' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.locator('[data-snapshot]')).toHaveCount(0);
});

test('a page that carries its content starts the app once loaded, and the app takes over', async ({
  page,
}) => {
  const entryScripts: number[] = [];
  let loaded = false;
  page.on('request', (request) => {
    if (/\/assets\/index-[^/]+\.js$/.test(request.url())) entryScripts.push(loaded ? 1 : 0);
  });
  page.on('load', () => {
    loaded = true;
  });
  await page.goto('/negril', { waitUntil: 'domcontentloaded' });
  // The guide's gate is painted at once; the app's entry is asked for only after the load event.
  await expect(page.getByLabel('Guide password')).toBeVisible();
  await page.waitForLoadState('load');
  await expect(page.locator('[data-snapshot]')).toHaveCount(0);
  expect(entryScripts).toEqual([1]);
  // The live gate takes what is typed.
  await page.getByLabel('Guide password').fill('one-love');
  await expect(page.getByLabel('Guide password')).toHaveValue('one-love');
});
