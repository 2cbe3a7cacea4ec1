// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { createElement, Fragment, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import template from '../../index.html?raw';
import { writePage } from '../../vite-plugins/painted/page-writer';
import { App } from '../../src/app/App';
import { fetchPainted, pagesToPaint, renderPage } from '../../src/painted/render';
import { createAppRouter } from '../../src/app/router';
import { applyPageData, paintedWith, readPaintedPage } from '../../src/painted/adopt';
import { makeStore } from '../../src/app/store/store';
import { config } from '../../src/config';
import type { RawEntry } from '../../src/lib/content/contentful';
import { PAGE_IDS, RESERVED_IDS } from '../../src/lib/painted/pageIds';
import { h2, h3, p } from '../../src/mocks/seed/richText';

/** An entry whose headings are named like the page's own elements. */
const HOSTILE: RawEntry = {
  id: 'hostile-headings',
  updatedAt: '2026-02-01T08:00:00.000Z',
  fields: {
    title: 'Headings named like the page',
    slug: 'headings-named-like-the-page',
    date: '2026-02-01',
    excerpt: 'An editor’s headings may be called anything.',
    tags: ['Notes'],
    body: {
      nodeType: 'document',
      data: {},
      content: [
        p('Before the first heading.'),
        h2('Page data'),
        p('About the page’s data.'),
        h2('App scripts'),
        p('About the scripts.'),
        h3('Update prompt'),
        p('About the update prompt.'),
        h2('Main'),
        p('The last section.'),
      ],
    },
  },
};
const PATH = '/blog/headings-named-like-the-page';

let root: Root | null = null;

afterEach(() => {
  act(() => {
    root?.unmount();
  });
  root = null;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/**
 * The page the build writes for the hostile entry (the build's renderer and page writer), loaded
 * as this document. Its scripts do not run; the update prompt's root is added as the offline
 * worker's registration adds it.
 */
async function loadPaintedPage() {
  const items = await fetchPainted('blog');
  if (!items) throw new Error('the content service is configured in the tests');
  const page = pagesToPaint({ blog: [...items, HOSTILE], feed: null }).find(
    (painted) => painted.path === PATH,
  );
  if (!page) throw new Error(`${PATH} is not painted`);
  const { markup } = await renderPage(page);
  const html = writePage(template, {
    path: PATH,
    markup,
    data: page.data,
    title: 'Headings named like the page',
    description: '',
    complete: page.complete,
    preloads: [],
  });
  const written = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = written.head.innerHTML;
  document.body.innerHTML = written.body.innerHTML;
  const prompt = document.createElement('div');
  prompt.id = PAGE_IDS.updatePrompt;
  document.body.append(prompt);
  window.history.replaceState(null, '', PATH);
  return page;
}

/**
 * What src/start.tsx does with a painted page, with the errors React reports while hydrating. The
 * build's renderer ran in this very process, and React's server renderer leaves the contexts of
 * the last part it rendered (the router's) set until it renders again: an empty render first.
 */
async function hydrate() {
  await prerender(createElement(Fragment));
  const painted = readPaintedPage(document);
  if (!painted) throw new Error('the page is not painted for this address');
  const made = makeStore({ painted: true, persist: false });
  applyPageData(made.store, painted.data);
  let hydrated = false;
  const appRouter = createAppRouter(made.store, config, {
    holdData: (data) => !hydrated && !paintedWith(painted.data, data),
  });
  await appRouter.ready();
  const container = document.getElementById(PAGE_IDS.root);
  if (!container) throw new Error('no #root');
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      createElement(
        StrictMode,
        null,
        createElement(App, {
          store: made.store,
          config,
          router: appRouter,
          onHydrated: () => {
            hydrated = true;
          },
        }),
      ),
      {
        onRecoverableError: (error) => {
          errors.push(error);
        },
      },
    );
    await Promise.resolve();
  });
  await waitFor(() => {
    expect(hydrated).toBe(true);
  });
  return { painted, errors };
}

describe('an entry whose headings are named like the page’s own elements', () => {
  it('is painted with heading ids of its own, and hydrated without a mismatch', async () => {
    const page = await loadPaintedPage();
    const headings = [...document.querySelectorAll('#main h2[id], #main h3[id]')];
    expect(headings.map((heading) => [heading.textContent.replace(/#$/, ''), heading.id])).toEqual(
      expect.arrayContaining([
        ['Page data', 'page-data-2'],
        ['App scripts', 'app-scripts-2'],
        ['Update prompt', 'update-prompt-2'],
        ['Main', 'main-2'],
      ]),
    );
    // Each of the page's ids names one element, the one it was given to.
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(document.getElementById(PAGE_IDS.pageData)?.tagName).toBe('SCRIPT');
    expect(document.getElementById(PAGE_IDS.appScripts)?.tagName).toBe('TEMPLATE');
    expect(document.getElementById(PAGE_IDS.updatePrompt)?.parentElement).toBe(document.body);

    const pageDataHeading = document.getElementById('page-data-2');
    const { painted, errors } = await hydrate();
    expect(errors).toEqual([]);
    expect(painted.data).toEqual(page.data);
    // The painted heading is the app's now, and its outline link still finds it.
    expect(document.getElementById('page-data-2')).toBe(pageDataHeading);
    expect(
      document.querySelector('a[href="#page-data-2"]')?.textContent,
      'the outline’s link',
    ).toBe('Page data');
  });

  it('cannot stand in for the page’s data, even with its id', async () => {
    const page = await loadPaintedPage();
    // A page written before heading ids were kept apart: the heading comes first.
    document.getElementById('page-data-2')?.setAttribute('id', PAGE_IDS.pageData);
    expect(document.getElementById(PAGE_IDS.pageData)?.tagName).toBe('H2');
    expect(readPaintedPage(document)).toEqual({ data: page.data });
    expect(RESERVED_IDS.has(PAGE_IDS.pageData)).toBe(true);
  });
});
