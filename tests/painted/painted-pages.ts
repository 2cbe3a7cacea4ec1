import { createRequire } from 'node:module';
import template from '../../index.html?raw';
import type { FeedPage } from '../../src/features/feed/parse';
import type { RawEntry } from '../../src/lib/content/contentful';
import {
  fetchPainted,
  pagesToPaint,
  renderPage,
  type BuildContent,
} from '../../src/painted/render';
import { writePage } from '../../vite-plugins/painted/page-writer';

/*
 * What the painted pages' tests share: the content the build fetches, and its pages. The build
 * renders in Node, so painting.test.tsx and painted-page.test.tsx run there and read the markup
 * through jsdom; the others run in jsdom.
 */

// jsdom is a dev dependency without type declarations of its own: the little used here is typed.
export const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

/** The page as a browser would parse it (scripts are not run). */
export function parse(markup: string): HTMLElement {
  return new JSDOM(`<!doctype html><html><body>${markup}</body></html>`).window.document.body;
}

/** The blog's entries' titles, newest first, as the seed has them. */
export const TITLES = [
  "Sunset at Rick's Cafe: cliffs, reggae and the best seat in the house",
  'A slow day on Seven Mile Beach',
  'Where to eat jerk in Negril',
  'Chasing waterfalls: YS Falls and Mayfield in one weekend',
  'Snorkelling Booby Cay and the reef off Long Bay',
  'Wellness on the cliffs: yoga, spas and slow mornings',
  'Rum, river and the Black River safari',
  'Notes from the road',
];

/** The page the build paints at this path with this content. */
export function pageAt(path: string, content: Partial<BuildContent>) {
  const page = pagesToPaint({ blog: null, feed: null, ...content }).find((p) => p.path === path);
  if (!page) throw new Error(`${path} is not painted`);
  return page;
}

/** Its markup and the title and description its route and screen set. */
export function paint(path: string, content: Partial<BuildContent> = {}) {
  return renderPage(pageAt(path, content));
}

/** The blog's entries as the build fetched them (from the mock content service, through MSW). */
export async function blogItems(): Promise<RawEntry[]> {
  const items = await fetchPainted('blog');
  if (!items) throw new Error('the content service is configured in the tests');
  return items;
}

/** The feed's first page as the build fetched it (from the mock graph, through MSW). */
export async function feedPage(): Promise<FeedPage> {
  const page = await fetchPainted('feed');
  if (!page) throw new Error('the feed is configured in the tests');
  return page;
}

/** The page the build writes for `path`, parsed as the browser parses it. */
export function writtenPage(path: string, blog: RawEntry[] | null, feed?: FeedPage): Document {
  const content = pagesToPaint({ blog, feed: feed ?? null }).find((page) => page.path === path);
  if (!content) throw new Error(`${path} is not painted`);
  const html = writePage(template, {
    path,
    markup: '<main>Painted</main>',
    data: content.data,
    title: 'Painted',
    description: '',
    complete: false,
    preloads: [],
  });
  return new DOMParser().parseFromString(html, 'text/html');
}
