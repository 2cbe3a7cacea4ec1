// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { pageGuard } from '../../../vite-plugins/painted/painted-guard';
import { buildPage } from '../support/pages';

/**
 * The guard the page writer puts first in a painted page's head (src/painted/guard.ts, minified
 * by vite-plugins/painted/painted-guard.ts), run in this document as the browser would run it.
 */

/** The rule of src/index.css that hides a page painted for another address. */
const OTHER_PAGE_RULE =
  /html\[data-other-page\][^{]*\{[^}]*\}/.exec(
    readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../src/index.css'), 'utf8'),
  )?.[0] ?? '';

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
