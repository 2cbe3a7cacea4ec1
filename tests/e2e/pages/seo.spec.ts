import { expect, test } from '../fixtures';
import { APP_URL } from '../support/env';

// Link previews, the feed and the sitemap as `vite preview` serves the suite's build (built with
// SITE_URL set to the suite's own address, tests/e2e/support/env.ts). Every test here also fails
// on a Content-Security-Policy violation (the fixtures): the JSON-LD is data, never run.

const ENTRY = '/blog/sunset-at-ricks-cafe';
const TITLE = "Sunset at Rick's Cafe: cliffs, reggae and the best seat in the house";

test('an entry’s page carries its canonical address, previews and JSON-LD', async ({ page }) => {
  await page.goto(ENTRY);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const head = page.locator('head');
  const content = (key: string) =>
    head.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${APP_URL}${ENTRY}`);
  await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/rss.xml',
  );
  expect(await content('og:type')).toBe('article');
  expect(await content('og:site_name')).toBe('Negril Life');
  expect(await content('og:title')).toBe(TITLE);
  expect(await content('og:description')).toBeTruthy();
  expect(await content('og:url')).toBe(`${APP_URL}${ENTRY}`);
  const image = new URL((await content('og:image')) ?? '');
  expect(image.host).toBe('images.ctfassets.net');
  expect(Object.fromEntries(image.searchParams)).toMatchObject({
    w: '1200',
    h: '630',
    fit: 'fill',
    fm: 'jpg',
  });
  expect(await content('og:image:width')).toBe('1200');
  expect(await content('og:image:height')).toBe('630');
  expect(await content('twitter:card')).toBe('summary_large_image');
  expect(await content('twitter:title')).toBe(TITLE);
  expect(await content('twitter:image')).toBe(image.href);

  const ld = JSON.parse(
    (await head.locator('script[type="application/ld+json"]').textContent()) ?? '',
  ) as Record<string, unknown>;
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: TITLE,
    image: [image.href],
    url: `${APP_URL}${ENTRY}`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': `${APP_URL}${ENTRY}` },
  });
  expect(Date.parse(String(ld.datePublished))).not.toBeNaN();
  expect(Date.parse(String(ld.dateModified))).not.toBeNaN();
});

test('home is a WebSite with the site’s picture, which is served', async ({ page, request }) => {
  await page.goto('/');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${APP_URL}/`);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  const picture = await head.locator('meta[property="og:image"]').getAttribute('content');
  expect(picture).toBe(`${APP_URL}/og-image.png`);
  const ld = JSON.parse(
    (await head.locator('script[type="application/ld+json"]').textContent()) ?? '',
  ) as Record<string, unknown>;
  expect(ld).toMatchObject({ '@type': 'WebSite', url: `${APP_URL}/` });
  const served = await request.get('/og-image.png');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
});

test('sitemap.xml, rss.xml and robots.txt are served, and name each other', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toContain(`${APP_URL}/`);
  expect(locs).toContain(`${APP_URL}${ENTRY}`);
  expect(locs).not.toContain(`${APP_URL}/negril`);
  expect(locs).not.toContain(`${APP_URL}/login`);

  const rss = await request.get('/rss.xml');
  expect(rss.status()).toBe(200);
  expect(rss.headers()['content-type']).toMatch(/xml/);
  const feed = await rss.text();
  expect(feed).toContain('<rss version="2.0"');
  expect(feed).toContain(`<link>${APP_URL}${ENTRY}</link>`);
  expect(feed).not.toContain('/negril');

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
});
