import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { pageGuard } from '../../vite-plugins/painted-guard';
import { chunkFiles, scriptJson, writePage, type PageParts } from '../../vite-plugins/page-writer';
import { pageFile } from '../../src/painted/format';

/** index.html as the build writes it: Vite puts the entry, its preloads and the CSS in <head>. */
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Travel stories, press and photographs from Negril, Jamaica."
    />
    <title>Negril Life · Travel &amp; lifestyle in Negril</title>
    <script type="module" crossorigin src="/assets/index-D4xk2.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2k9q.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C9q1w.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Negril Life needs JavaScript to show its stories and guide.</noscript>
  </body>
</html>
`;

const HOSTILE_TITLE = 'Rum </script><script>alert(1)</script> & reggae\u2028at night\u2029';

/** The rule of src/index.css that hides a page painted for another address. */
const OTHER_PAGE_RULE =
  /html\[data-other-page\][^{]*\{[^}]*\}/.exec(
    readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../src/index.css'), 'utf8'),
  )?.[0] ?? '';

/**
 * A page the build writes, parsed as the browser parses it (its scripts are not run). A parsed
 * document has no window, which jest-dom's element matchers need: attributes are read directly.
 */
const PLAIN: PageParts = {
  path: '/blog',
  markup: '<h1>Blog</h1><p>Stories</p>',
  data: {},
  title: 'Blog · Negril Life',
  description: 'Stories from Negril.',
  complete: false,
  preloads: [],
};

function buildPage(page: Partial<PageParts> = {}) {
  return new DOMParser().parseFromString(writePage(template, { ...PLAIN, ...page }), 'text/html');
}

describe('the page data in a <script>', () => {
  it('reads back exactly, and no text in it can close the element', () => {
    const value = { blog: [{ id: 'a', fields: { title: HOSTILE_TITLE } }] };
    const json = scriptJson(value);
    expect(json).not.toContain('<');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('survives the page: the title intact, and no script of its own', () => {
    const items = [{ id: 'a', fields: { title: HOSTILE_TITLE } }];
    const page = buildPage({ data: { blog: items } });
    const data = page.getElementById('page-data');
    expect(data?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(data?.textContent ?? '')).toEqual({ blog: items });
    // The data is the body's one script: the title opened none.
    expect(page.body.querySelectorAll('script')).toHaveLength(1);
    expect([...page.scripts].map((script) => script.textContent)).not.toContain('alert(1)');
  });
});

describe('a page written by the build', () => {
  it('holds the markup in #root, which names its path', () => {
    const page = buildPage();
    const painted = page.getElementById('root');
    expect(painted?.getAttribute('data-painted')).toBe('/blog');
    expect(painted?.innerHTML).toBe(PLAIN.markup);
    expect(painted?.hasAttribute('inert')).toBe(false);
    // The template's own content stays.
    expect(page.querySelector('meta[charset]')).not.toBeNull();
    expect(page.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/assets/index-C9q1w.css',
    );
  });

  it.each([
    ['a text field', '<label>Word <input name="word"></label>'],
    ['a text area', '<textarea name="note"></textarea>'],
    ['a select', '<SELECT name="tag"></SELECT>'],
  ])('is never inert, even with %s: its links work before the app runs', (_, markup) => {
    const page = buildPage({ markup });
    expect(page.querySelector('[inert]')).toBeNull();
  });

  it('has the guard in its head, naming its path', () => {
    const page = buildPage();
    const guards = page.querySelectorAll('script[data-page]');
    expect(guards).toHaveLength(1);
    expect(guards[0]?.parentElement).toBe(page.head);
    expect(guards[0]?.getAttribute('data-page')).toBe('/blog');
    expect(guards[0]?.textContent).toBe(pageGuard().script);
  });

  it('keeps the app’s scripts in a template until it starts them; the stylesheet stays', () => {
    const page = buildPage();
    expect(page.querySelector('script[type="module"]')).toBeNull();
    expect(page.querySelector('link[rel="modulepreload"]')).toBeNull();
    const held = page.querySelector<HTMLTemplateElement>('template#app-scripts')?.content;
    expect(held?.querySelector('script[type="module"]')?.getAttribute('src')).toBe(
      '/assets/index-D4xk2.js',
    );
    expect(held?.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/react-B2k9q.js',
    );
    expect(page.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });

  it('carries the entries as data only when it has them', () => {
    expect(buildPage().getElementById('page-data')).toBeNull();
    const items = [{ id: 'a', fields: { title: 'One' } }];
    const data = buildPage({ data: { blog: items } }).getElementById('page-data');
    expect(JSON.parse(data?.textContent ?? '')).toEqual({ blog: items });
  });

  it('carries a time limit only when its content expires', () => {
    const page = buildPage({ path: '/feed', until: 1_800_000_000_000 });
    expect(page.querySelector('script[data-page]')?.getAttribute('data-until')).toBe(
      '1800000000000',
    );
    const lasting = buildPage({ path: '/feed' });
    expect(lasting.querySelector('script[data-page]')?.hasAttribute('data-until')).toBe(false);
  });

  it('refuses a template without an empty root element', () => {
    expect(() =>
      writePage(template.replace('<div id="root"></div>', '<div id="root"><p></p></div>'), PLAIN),
    ).toThrow('index.html has no empty #root');
    expect(() => writePage('<html><head></head><body></body></html>', PLAIN)).toThrow(
      'index.html has no empty #root',
    );
  });

  it.each([
    ['a quote', '/blog/a"onmouseover="alert(1)'],
    ['replacement patterns', "/blog/$&-$'-$`"],
  ])('keeps a path with %s as it is in both attributes', (_, path) => {
    const page = buildPage({ path });
    expect(page.querySelector('script[data-page]')?.getAttribute('data-page')).toBe(path);
    expect(page.getElementById('root')?.getAttribute('data-painted')).toBe(path);
    expect(page.querySelector('[onmouseover]')).toBeNull();
    expect(page.getElementById('root')?.children).toHaveLength(2);
  });
});

describe('a page’s own code and head', () => {
  it('preloads its screen’s chunks with the entry, once each, in the template', () => {
    const page = buildPage({
      preloads: [
        '/assets/BlogListScreen-X1.js',
        '/assets/react-B2k9q.js',
        '/assets/index-D4xk2.js',
      ],
    });
    const held = page.querySelector<HTMLTemplateElement>('template#app-scripts')?.content;
    const preloads = [...(held?.querySelectorAll('link[rel="modulepreload"]') ?? [])].map((link) =>
      link.getAttribute('href'),
    );
    expect(preloads).toEqual(['/assets/react-B2k9q.js', '/assets/BlogListScreen-X1.js']);
    expect(page.head.querySelectorAll(':scope > link[rel="modulepreload"]')).toHaveLength(0);
  });

  it('carries the title and description its route and screen set, escaped', () => {
    const page = buildPage({
      title: 'Rum & <reggae> </title><script>alert(1)</script>',
      description: 'Say "yes" & go',
    });
    expect(page.title).toBe('Rum & <reggae> </title><script>alert(1)</script>');
    expect(page.querySelectorAll('title')).toHaveLength(1);
    expect(page.querySelectorAll('script:not([data-page])')).toHaveLength(0);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Say "yes" & go',
    );
  });

  it('has a twin without the guard and the app’s scripts, the anchor of measurements', () => {
    const twin = buildPage({ twin: true, preloads: ['/assets/BlogListScreen-X1.js'] });
    expect(twin.scripts).toHaveLength(0);
    expect(twin.querySelector('template')).toBeNull();
    expect(twin.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(twin.getElementById('root')?.innerHTML).toBe(PLAIN.markup);
    expect(twin.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });

  it('tells the guard whether the app may wait for the page to load', () => {
    const guard = (complete: boolean) => buildPage({ complete }).querySelector('script[data-page]');
    expect(guard(true)?.getAttribute('data-start')).toBe('load');
    expect(guard(false)?.hasAttribute('data-start')).toBe(false);
  });
});

describe('the chunks of a screen', () => {
  const manifest = {
    'index.html': { file: 'assets/index-D4xk2.js', imports: ['_react-B2k9q.js'] },
    '_react-B2k9q.js': { file: 'assets/react-B2k9q.js', name: 'react' },
    '_axios-Q1.js': { file: 'assets/axios-Q1.js', name: 'axios' },
    'src/features/feed/screens/FeedScreen.tsx': {
      file: 'assets/FeedScreen-F1.js',
      imports: ['index.html', '_Button-B1.js'],
      css: ['assets/FeedScreen.css'],
    },
    '_Button-B1.js': { file: 'assets/Button-B1.js', imports: ['index.html'] },
  };

  it('are its module, what it imports statically, and named libraries, each once', () => {
    expect(
      chunkFiles(manifest, ['src/features/feed/screens/FeedScreen.tsx', 'axios', 'axios']),
    ).toEqual({
      files: [
        '/assets/FeedScreen-F1.js',
        '/assets/index-D4xk2.js',
        '/assets/react-B2k9q.js',
        '/assets/Button-B1.js',
        '/assets/axios-Q1.js',
      ],
      unknown: [],
    });
  });

  it('names what the build does not have (the build stops on it)', () => {
    expect(chunkFiles(manifest, ['src/features/feed/screens/Gone.tsx', 'lodash'])).toEqual({
      files: [],
      unknown: ['src/features/feed/screens/Gone.tsx', 'lodash'],
    });
  });
});

describe('the file of a page', () => {
  it('is <path>.html, which hosts serve at the path itself; home is index.html', () => {
    expect(pageFile('/')).toBe('/index.html');
    expect(pageFile('/blog')).toBe('/blog.html');
    expect(pageFile('/blog/sunset-at-ricks-cafe')).toBe('/blog/sunset-at-ricks-cafe.html');
  });
});

describe('the guard script', () => {
  afterEach(() => {
    // Every guard keeps its listeners on this one window: each one still waiting starts an
    // empty app now, so none of them starts the next test's.
    document.head.innerHTML = '<template id="app-scripts"></template>';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    window.dispatchEvent(new Event('load'));
    document.documentElement.removeAttribute('data-other-page');
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  /**
   * Opens the page written for `path` at `address` (a host's SPA fallback serves the home page's
   * file for any path): the page's own guard runs in this document, as the browser would run it.
   */
  function open(
    path: string,
    address: string,
    { complete = false, until }: { complete?: boolean; until?: number } = {},
  ): HTMLElement {
    window.history.replaceState(null, '', address);
    const written = buildPage({ path, complete, ...(until ? { until } : {}) });
    // Markup set as HTML never runs its scripts; the copy of the guard inserted below does.
    document.head.innerHTML = written.head.innerHTML;
    const writtenGuard = document.head.querySelector('script[data-page]')!;
    const guard = document.createElement('script');
    for (const name of ['data-page', 'data-start', 'data-until']) {
      const value = writtenGuard.getAttribute(name);
      if (value !== null) guard.setAttribute(name, value);
    }
    guard.textContent = writtenGuard.textContent;
    writtenGuard.replaceWith(guard);
    const style = document.createElement('style');
    style.textContent = OTHER_PAGE_RULE;
    document.head.append(style);
    document.body.innerHTML = written.body.innerHTML;
    return document.getElementById('root') as HTMLElement;
  }

  /** The app's entry script, once the guard has put it in the document (not in its template). */
  function appScripts(): Element[] {
    return [...document.head.querySelectorAll(':scope > script[type="module"]')];
  }

  it.each([
    ['/blog', '/blog'],
    ['/blog', '/blog/'],
    ['/', '/'],
    ['/blog', '/blog#top'],
  ])('shows the page written for %s at %s', (path, address) => {
    const painted = open(path, address);
    expect(document.documentElement).not.toHaveAttribute('data-other-page');
    expect(painted).toBeVisible();
  });

  it.each([
    ['/', '/blog'],
    ['/', '/blog/sunset-at-ricks-cafe'],
    ['/blog', '/blog/sunset-at-ricks-cafe'],
    ['/blog', '/blog?tag=Food'],
    ['/', '/?utm_source=mail'],
  ])(
    'hides the page written for %s at %s, for the app to render the right one',
    (path, address) => {
      const painted = open(path, address);
      expect(document.documentElement).toHaveAttribute('data-other-page', '');
      expect(painted).not.toBeVisible();
    },
  );

  it.each([
    ['another page, served by the fallback', '/', '/blog', true],
    ['a page whose content the app fetches', '/feed', '/feed', false],
  ])('starts the app on %s as soon as it is parsed', (_, path, address, complete) => {
    open(path, address, { complete });
    expect(appScripts()).toHaveLength(0);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScripts()).toHaveLength(1);
    expect(appScripts()[0]).toHaveAttribute('src', '/assets/index-D4xk2.js');
  });

  it('lets a page that carries its content load first, then starts the app once', () => {
    open('/blog', '/blog', { complete: true });
    expect(document.head.querySelector('script[data-page]')).toHaveAttribute('data-start', 'load');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScripts()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(appScripts()).toHaveLength(1);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('load'));
    expect(appScripts()).toHaveLength(1);
  });

  it('shows a painted feed until its time, and after it starts the app at once in its place', () => {
    const fresh = open('/feed', '/feed', { complete: true, until: Date.now() + 60_000 });
    expect(document.documentElement).not.toHaveAttribute('data-other-page');
    expect(fresh).toBeVisible();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScripts()).toHaveLength(0);

    // A day later, the pictures' addresses may have expired: the app asks the graph afresh.
    const stale = open('/feed', '/feed', { complete: true, until: Date.now() - 1 });
    expect(document.documentElement).toHaveAttribute('data-other-page', '');
    expect(stale).not.toBeVisible();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScripts()).toHaveLength(1);
  });

  it('starts the app at once when the visitor taps before the page has loaded', () => {
    open('/blog', '/blog', { complete: true });
    window.dispatchEvent(new Event('pointerdown'));
    expect(appScripts()).toHaveLength(1);
    window.dispatchEvent(new Event('load'));
    expect(appScripts()).toHaveLength(1);
  });

  it('keeps a tap on a button for the app, and starts it; a link is left to the browser', () => {
    const painted = open('/blog', '/blog', { complete: true });
    painted.innerHTML =
      '<button type="button">Menu</button><button type="button"><span>Share</span></button>' +
      '<a href="/press">Press</a><form action="/search"><button>Show results</button></form>';
    const [menu, share] = painted.querySelectorAll('button');
    const link = painted.querySelector('a')!;
    const submit = painted.querySelector('form button')!;
    painted
      .querySelector('form')!
      .addEventListener('submit', (event) => event.preventDefault(), { once: true });

    // A link: nothing marked, nothing prevented, the app not started for it.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const followed = link.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    expect(followed).toBe(false);
    expect(painted.querySelector('[data-tapped]')).toBeNull();
    expect(appScripts()).toHaveLength(0);
    // A form's button sends the form: the browser's, not kept.
    const sent = submit.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(sent).toBe(true);
    expect(painted.querySelector('[data-tapped]')).toBeNull();

    share!.querySelector('span')!.click();
    expect(share).toHaveAttribute('data-tapped', '');
    expect(appScripts()).toHaveLength(1);
    // The last tap is the one kept.
    menu!.click();
    expect(menu).toHaveAttribute('data-tapped', '');
    expect(share).not.toHaveAttribute('data-tapped');

    // Once React answers the page (the app takes `data-painted` off), the guard keeps nothing.
    painted.removeAttribute('data-painted');
    menu!.removeAttribute('data-tapped');
    share!.click();
    expect(painted.querySelector('[data-tapped]')).toBeNull();
  });

  it('is allowed by the policy’s hash: the SHA-256 of the text in the page', () => {
    const text = buildPage().querySelector('script[data-page]')?.textContent ?? '';
    const digest = createHash('sha256').update(text, 'utf8').digest('base64');
    expect(pageGuard().hash).toBe(`'sha256-${digest}'`);
  });
});
