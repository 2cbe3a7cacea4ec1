import { createRequire } from 'node:module';
import type { Manifest } from 'vite';
import type { Locale } from '../../src/lib/i18n/locales.ts';
import {
  APP_SCRIPTS_ID,
  PAGE_DATA_ID,
  PAINTED_ATTRIBUTE,
  pagePath,
  ROOT_ID,
} from '../../src/lib/painted/pageNames.ts';
import type { PageData } from '../../src/app/dataKinds.ts';
import type { HeadTags } from './head-tags.ts';
import { pageGuard } from './painted-guard.ts';

/**
 * The page writer: one painted page's HTML, from its language's built index.html (Vite has put the
 * entry, its preloads and the CSS in it), edited as a document (jsdom), never as text: the route's
 * markup in `#root`, the content it was rendered from as data beside it, the title, description
 * and head tags (./head-tags.ts), the screen's modules preloaded, and the app's scripts held
 * behind the page's guard (src/painted/guard.ts). The plugin (./painted-pages.ts) calls it for
 * every page in every language; docs/painted-pages.md tells the whole story.
 */

/**
 * The files of the given manifest keys and of everything they import statically, as site paths
 * (`/assets/…`). A key of a library is its chunk's name (`axios`). Unknown keys are returned apart.
 */
export function chunkFiles(manifest: Manifest, keys: readonly string[]) {
  const files: string[] = [];
  const unknown: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) {
    const found =
      key in manifest ? key : Object.keys(manifest).find((k) => manifest[k]?.name === key);
    if (found) visit(found);
    else unknown.push(key);
  }
  return { files, unknown };
}

/** JSON inside a <script> element: `<` escaped, so no text in the data can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What one page's HTML is made of. */
export interface PageParts {
  path: string;
  /** The document's language (`<html lang>`); the template's when not said. */
  locale?: Locale;
  /** The route's markup, as React rendered it. */
  markup: string;
  /** The content it was rendered from (src/app/dataKinds.ts), written only when it has some. */
  data: PageData;
  title: string;
  description: string;
  /** When (epoch ms) the painted page stops being shown (see FEED_PAINT_HOURS). */
  until?: number;
  /** The page shows its content without the app: the app may wait until it has loaded. */
  complete: boolean;
  /** The screen's own modules (`/assets/…`), preloaded with the app's entry. */
  preloads: string[];
  /** The anchor for measurements: the same page without the guard and the app's scripts. */
  twin?: boolean;
  /**
   * Canonical link, the feed's link, Open Graph, Twitter card and JSON-LD (./head-tags.ts).
   */
  head?: HeadTags;
  /** What the page says without JavaScript (index.html's `<noscript>`), in its language. */
  noscript?: string;
}

/**
 * The preview tags after the title, made as elements (every value an attribute or, for the
 * JSON-LD, JSON text with `<` escaped: data, never markup).
 */
function appendHeadTags(doc: Document, head: HeadTags) {
  const tags: Element[] = [];
  for (const { rel, href, type, title, hreflang } of head.links) {
    const link = doc.createElement('link');
    link.setAttribute('rel', rel);
    if (hreflang) link.setAttribute('hreflang', hreflang);
    if (type) link.setAttribute('type', type);
    if (title) link.setAttribute('title', title);
    link.setAttribute('href', href);
    tags.push(link);
  }
  for (const meta of head.metas) {
    const tag = doc.createElement('meta');
    if ('property' in meta) tag.setAttribute('property', meta.property);
    else tag.setAttribute('name', meta.name);
    tag.setAttribute('content', meta.content);
    tags.push(tag);
  }
  if (head.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = scriptJson(head.jsonLd);
    tags.push(script);
  }
  const title = doc.head.querySelector('title');
  if (title) title.after(...tags);
  else doc.head.append(...tags);
}

type Dom = { window: { document: Document }; serialize: () => string };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => Dom;
};

/** The built index.html (Vite has put the entry, its preloads and the CSS in it) as one page. */
export function writePage(template: string, page: PageParts): string {
  const dom = new JSDOM(template);
  const doc = dom.window.document;
  const root = doc.getElementById(ROOT_ID);
  if (!root || root.childNodes.length > 0) throw new Error('index.html has no empty #root');
  // As the guard reads the address: `/es/` is `/es`.
  const path = pagePath(page.path);
  if (page.locale) doc.documentElement.lang = page.locale;
  root.innerHTML = page.markup;
  root.setAttribute(PAINTED_ATTRIBUTE, path);
  if (Object.keys(page.data).length > 0) {
    const data = doc.createElement('script');
    data.type = 'application/json';
    data.id = PAGE_DATA_ID;
    data.textContent = scriptJson(page.data);
    root.after(data);
  }
  doc.title = page.title;
  const noscript = doc.querySelector('noscript');
  if (noscript && page.noscript) noscript.textContent = page.noscript;
  doc.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
  if (page.head) appendHeadTags(doc, page.head);

  const appTags = [
    ...doc.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]'),
  ];
  const first = appTags[0] ?? null;
  for (const href of page.preloads) {
    if (appTags.some((tag) => (tag.getAttribute('href') ?? tag.getAttribute('src')) === href)) {
      continue;
    }
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.setAttribute('crossorigin', '');
    link.href = href;
    appTags.push(link);
  }
  if (page.twin) {
    for (const tag of appTags) tag.remove();
    return dom.serialize();
  }
  // The app's scripts wait in a template, started by the guard; the guard comes where the first
  // of them was, before the stylesheet, so the parser never waits for the CSS to run it.
  const guard = doc.createElement('script');
  guard.dataset.page = path;
  if (page.complete) guard.dataset.start = 'load';
  if (page.until) guard.dataset.until = String(page.until);
  guard.textContent = pageGuard().script;
  const held = doc.createElement('template');
  held.id = APP_SCRIPTS_ID;
  if (first) first.before(guard, held);
  else doc.head.append(guard, held);
  held.content.append(...appTags);
  return dom.serialize();
}
