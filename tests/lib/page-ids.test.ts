// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writePage } from '../../vite-plugins/painted/page-writer';
import { outlineOf } from '../../src/lib/content/outline';
import { PAGE_IDS, RESERVED_IDS } from '../../src/lib/painted/pageIds';
import { h2, h3, p } from '../../src/mocks/seed/richText';

const ROOT = new URL('../..', import.meta.url).pathname;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(tsx?|mjs|html)$/.test(name) ? [path] : [];
  });
}

/** The ids a source file writes or looks up as literals: `id="x"`, `.id = 'x'`, `#x`. */
const LITERAL_IDS = [
  /\bid="([a-z][a-z0-9-]*)"/g,
  /\.id = '([a-z][a-z0-9-]*)'/g,
  /getElementById\('([a-z][a-z0-9-]*)'\)/g,
  /querySelector(?:All)?(?:<\w+>)?\('[a-z]*#([a-z][a-z0-9-]*)/g,
];

describe('the ids of the page', () => {
  it('are never taken by an entry’s headings, which are numbered past them', () => {
    const { headings } = outlineOf({
      nodeType: 'document',
      data: {},
      content: [
        h2('Page data'),
        p('…'),
        h2('App scripts'),
        h3('Update prompt'),
        h2('Main'),
        h2('Root'),
        h2('On this page'),
        h3('Consent title'),
        h2('Page data'),
        h2('Page data 2'),
      ],
    });
    expect(headings.map((heading) => heading.id)).toEqual([
      'page-data-2',
      'app-scripts-2',
      'update-prompt-2',
      'main-2',
      'root-2',
      'on-this-page-2',
      'consent-title-2',
      'page-data-3',
      'page-data-2-2',
    ]);
    for (const { id } of headings) expect(RESERVED_IDS.has(id), id).toBe(false);
  });

  it('are every id the app and the build write as a literal', () => {
    const sources = [
      ...filesUnder(join(ROOT, 'src')),
      ...filesUnder(join(ROOT, 'vite-plugins')),
      ...filesUnder(join(ROOT, 'scripts')),
      join(ROOT, 'index.html'),
    ];
    const unlisted: string[] = [];
    for (const path of sources) {
      const text = readFileSync(path, 'utf8');
      for (const pattern of LITERAL_IDS) {
        for (const [, id] of text.matchAll(pattern)) {
          if (id && !RESERVED_IDS.has(id)) unlisted.push(`${relative(ROOT, path)}: ${id}`);
        }
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('include every id the page writer puts outside the app’s markup', () => {
    const template = readFileSync(join(ROOT, 'index.html'), 'utf8');
    const html = writePage(template, {
      path: '/blog/a',
      markup: '<main id="main"><h1>A</h1></main>',
      data: { blog: [] },
      title: 'A',
      description: '',
      complete: true,
      preloads: [],
    });
    const ids = [...html.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(
      expect.arrayContaining([PAGE_IDS.root, PAGE_IDS.pageData, PAGE_IDS.appScripts]),
    );
    for (const id of ids) expect(RESERVED_IDS.has(id ?? ''), id).toBe(true);
  });
});
