#!/usr/bin/env node
/**
 * Checks the languages of a built site (vite-plugins/bundle/locale-builds.ts, vite-plugins/painted/painted-pages.ts,
 * vite-plugins/painted/head-tags.ts, vite-plugins/feeds-sitemap.ts), reading the files as a crawler would:
 * - every language's bundle is there (`.vite/<locale>/manifest.json`, `<locale>/index.html`);
 * - every painted page is a document in its address's language (`<html lang>`), started by its
 *   language's own entry script;
 * - with SITE_URL (the build then writes hreflang links): every painted page links every version
 *   of itself that the build painted (one per language, and x-default the English one), each
 *   version links the very same set (reciprocal), and each link leads to a page of the site;
 * - the sitemap's alternates of each address are that page's hreflang set, and each language
 *   has its feed.
 *
 *   node scripts/checks/check-languages.mjs [--dist dist]
 * scripts/checks/check-dist.mjs runs it too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES = ['en', 'es', 'fr', 'de'];
const require = createRequire(import.meta.url);

/** The language of a site path: its prefix, English without one. */
function localeOf(path) {
  const first = /^\/([^/]+)/.exec(path)?.[1];
  return LOCALES.includes(first) && first !== 'en' ? first : 'en';
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The file a site path is served from (src/lib/painted/pageNames.ts `pageFile`). */
function fileOf(pathname) {
  const path = pathname.replace(/\/+$/, '');
  if (path === '') return 'index.html';
  const first = path.slice(1);
  return LOCALES.includes(first) && first !== 'en'
    ? `${first}/index.html`
    : `${path.slice(1)}.html`;
}

const sameSet = (a, b) =>
  JSON.stringify([...a].sort((x, y) => x[0].localeCompare(y[0]))) ===
  JSON.stringify([...b].sort((x, y) => x[0].localeCompare(y[0])));

/** What is wrong with the languages of the site in `dist`, and what was checked. */
export function languageProblems(dist) {
  const { JSDOM } = require('jsdom');
  const problems = [];
  const built = LOCALES.filter((locale) =>
    existsSync(join(dist, '.vite', ...(locale === 'en' ? [] : [locale]), 'manifest.json')),
  );
  const missing = LOCALES.filter((locale) => !built.includes(locale));
  if (missing.length > 0) problems.push(`no bundle for ${missing.join(', ')}`);
  const entryOf = new Map(
    built.map((locale) => {
      const manifest = JSON.parse(
        readFileSync(
          join(dist, '.vite', ...(locale === 'en' ? [] : [locale]), 'manifest.json'),
          'utf8',
        ),
      );
      const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
      return [locale, entry ? `/${entry.file}` : null];
    }),
  );

  /** Each painted page: its site path, language, and hreflang links (hreflang → site path). */
  const pages = new Map();
  let siteUrl = null;
  for (const file of walk(dist)) {
    const name = relative(dist, file).split('\\').join('/');
    if (!name.endsWith('.html') || name.startsWith('twin/') || name.startsWith('.')) continue;
    const doc = new JSDOM(readFileSync(file, 'utf8')).window.document;
    const root = doc.getElementById('root');
    if (!root?.hasAttribute('data-painted')) continue;
    const path = root.getAttribute('data-painted');
    const locale = localeOf(path);
    if (fileOf(path) !== name) problems.push(`${name}: painted for ${path}, another file`);
    const lang = doc.documentElement.getAttribute('lang');
    if (lang !== locale) problems.push(`${name}: <html lang="${lang}">, its address is ${locale}`);
    const held = doc.querySelector('template#app-scripts');
    const script = held?.content.querySelector('script[type="module"]')?.getAttribute('src');
    if (entryOf.has(locale) && script !== entryOf.get(locale)) {
      problems.push(`${name}: starts ${script}, not the ${locale} bundle's ${entryOf.get(locale)}`);
    }
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
    if (canonical) siteUrl = new URL(canonical).origin;
    const links = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    pages.set(path.replace(/\/+$/, '') || '/', { name, path, locale, canonical, links });
  }

  const sitePath = (href) => {
    const url = new URL(href);
    return url.origin === siteUrl ? url.pathname.replace(/\/+$/, '') || '/' : null;
  };
  let linked = 0;
  if (siteUrl) {
    for (const page of pages.values()) {
      const { name, links, canonical } = page;
      const languages = links.map(([hreflang]) => hreflang);
      const own = links.find(([hreflang]) => hreflang === page.locale);
      if (!own || own[1] !== canonical) {
        problems.push(`${name}: no hreflang="${page.locale}" link to its own address`);
        continue;
      }
      const english = links.find(([hreflang]) => hreflang === 'en');
      const fallback = links.find(([hreflang]) => hreflang === 'x-default');
      if (english && fallback?.[1] !== english[1]) {
        problems.push(`${name}: x-default is not the English version`);
      }
      if (new Set(languages).size !== languages.length) {
        problems.push(`${name}: a language linked twice`);
      }
      // Every version the build painted is linked, and each links back the same set.
      for (const locale of built) {
        const bare = page.path.replace(/^\/(es|fr|de)(\/|$)/, '/');
        const twin = pages.get(
          (locale === 'en' ? bare : `/${locale}${bare}`).replace(/\/+$/, '') || '/',
        );
        if (twin && !languages.includes(locale)) {
          problems.push(`${name}: its ${locale} version ${twin.name} is not linked`);
        }
      }
      for (const [hreflang, href] of links) {
        const target = pages.get(sitePath(href));
        if (!target) {
          problems.push(`${name}: hreflang="${hreflang}" leads to ${href}, no page of the site`);
        } else if (!sameSet(target.links, links)) {
          problems.push(`${name}: ${target.name} does not link the same versions back`);
        }
      }
      linked += 1;
    }

    const sitemap = join(dist, 'sitemap.xml');
    if (existsSync(sitemap)) {
      const { DOMParser } = new JSDOM('').window;
      const doc = new DOMParser().parseFromString(readFileSync(sitemap, 'utf8'), 'application/xml');
      for (const url of doc.getElementsByTagName('url')) {
        const loc = url.getElementsByTagName('loc')[0]?.textContent ?? '';
        const page = pages.get(sitePath(loc));
        if (!page) {
          problems.push(`sitemap.xml: ${loc} is no painted page`);
          continue;
        }
        const alternates = [
          ...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link'),
        ].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
        if (!sameSet(alternates, page.links)) {
          problems.push(`sitemap.xml: the alternates of ${loc} are not those of ${page.name}`);
        }
      }
      for (const locale of built) {
        const feed = locale === 'en' ? 'rss.xml' : `${locale}/rss.xml`;
        if (!existsSync(join(dist, feed))) problems.push(`no ${feed} beside the sitemap`);
      }
    }
  }
  return {
    problems,
    summary: `${pages.size} painted pages in ${built.join(', ')}${siteUrl ? `, ${linked} with their hreflang versions checked both ways` : ' (no SITE_URL: no hreflang to check)'}`,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const dist = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : 'dist';
  const { problems, summary } = languageProblems(dist);
  if (problems.length > 0) {
    console.error(`the languages of ${dist}/ are not right:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`languages checked: ${summary}`);
}
