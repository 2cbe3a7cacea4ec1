// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageGuard } from '../../../vite-plugins/painted/painted-guard';
import { chunkFiles, scriptJson, writePage } from '../../../vite-plugins/painted/page-writer';
import { pageFile } from '../../../src/lib/painted/pageNames';
import { buildPage, PLAIN, template } from '../support/pages';

const HOSTILE_TITLE = 'Rum </script><script>alert(1)</script> & reggae\u2028at night\u2029';

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
