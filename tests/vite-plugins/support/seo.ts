import { createRequire } from 'node:module';
import { expect } from 'vitest';
import { SITE_DESCRIPTION, SITE_NAME, type SiteEntry } from '../../../src/painted/render';
import { headTags, type SiteFacts } from '../../../vite-plugins/painted/head-tags';
import { writePage, type PageParts } from '../../../vite-plugins/painted/page-writer';

/**
 * What the tests of the head tags and of the feeds and sitemap share: a site, an entry, a page as
 * the build writes it, and jsdom's DOMParser to read it back (the build runs in Node, and so do
 * these tests).
 */

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};
export const { DOMParser: Parser } = new JSDOM('').window;

export const SITE = 'https://negril.example';
export const BUILT = '2026-03-01T06:00:00.000Z';

/** index.html as the build writes it (see ./pages.ts). */
export const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Travel stories." />
    <title>Negril Life · Travel &amp; lifestyle in Negril</title>
    <script type="module" crossorigin src="/assets/index-D4xk2.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-C9q1w.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

export const HOSTILE = `Rum & "reggae" </script><script>alert(1)</script> <b>it's</b> > you\u0001\u2028`;

export const ENTRY: SiteEntry = {
  path: '/blog/sunset-at-ricks-cafe',
  title: "Sunset at Rick's Cafe",
  summary: 'Where to sit when the sky turns pink.',
  published: '2025-10-12',
  modified: '2025-10-14T18:00:40.117Z',
  cover: {
    url: 'https://images.ctfassets.net/space/asset/abc/ricks.jpg',
    alt: 'The cliffs at sunset',
    width: 2400,
    height: 1600,
  },
  author: 'Shelly-Ann Brown',
  tags: ['Sunsets', 'West End'],
};

export const site = (siteUrl: string | null): SiteFacts => ({
  siteName: SITE_NAME,
  siteDescription: SITE_DESCRIPTION,
  siteUrl,
  feed: siteUrl !== null,
});

/** A page as the build writes it with its head tags, parsed as a browser parses it. */
export function page(
  path: string,
  {
    title,
    description,
    entry,
    siteUrl = SITE,
  }: Partial<PageParts> & {
    entry?: SiteEntry;
    siteUrl?: string | null;
  } = {},
) {
  const parts: PageParts = {
    path,
    markup: '<h1>Page</h1>',
    data: {},
    title: title ?? `Blog · ${SITE_NAME}`,
    description: description ?? 'Stories from Negril.',
    complete: true,
    preloads: [],
  };
  const head = headTags(
    { path, title: parts.title, description: parts.description, entry },
    site(siteUrl),
  );
  return new Parser().parseFromString(writePage(template, { ...parts, head }), 'text/html');
}

export function meta(doc: Document, key: string): string | null {
  const tags = doc.head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`);
  if (tags.length > 1) throw new Error(`${key} is written ${tags.length} times`);
  return tags[0]?.getAttribute('content') ?? null;
}

export function jsonLd(doc: Document): Record<string, unknown> | null {
  const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts.length).toBeLessThanOrEqual(1);
  return scripts[0] ? (JSON.parse(scripts[0].textContent) as Record<string, unknown>) : null;
}

export function parseXml(text: string): Document {
  const doc = new Parser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

export const PREVIEW =
  'https://images.ctfassets.net/space/asset/abc/ricks.jpg?w=1200&h=630&fit=fill&fm=jpg&q=80';
