import { describe, expect, it } from 'vitest';
import template from '../../index.html?raw';
import { applyPageData, readPaintedPage } from '../../src/painted/adopt';
import { parseBlogEntries } from '../../src/features/blog';
import { makeStore } from '../../src/app/store/store';
import { blogItems, feedPage, writtenPage } from './painted-pages';

/** The page's data, once the app has put it in a store. */
function applied(page: { data: unknown } | null) {
  const { store } = makeStore({ persist: false });
  if (page) applyPageData(store, page.data);
  const { blog, feed } = store.getState();
  return {
    entries: blog.entries,
    blogPainted: blog.fromPaintedPage,
    feed: feed.posts,
    next: feed.next,
  };
}

describe('reading the page the build painted', () => {
  it('gives the entries it carries, parsed as a live answer', async () => {
    const items = await blogItems();
    const painted = readPaintedPage(writtenPage('/blog', items));
    expect(painted).toEqual({ data: { blog: items } });
    expect(applied(painted)).toMatchObject({
      entries: parseBlogEntries(items),
      blogPainted: true,
      feed: [],
    });
  });

  it('gives nothing once the guard has set the painted page aside (another page’s, or past its time)', async () => {
    const page = writtenPage('/', await blogItems());
    page.documentElement.setAttribute('data-other-page', '');
    expect(readPaintedPage(page)).toBeNull();
  });

  it('gives nothing for the plain template', () => {
    const plain = new DOMParser().parseFromString(template, 'text/html');
    expect(readPaintedPage(plain)).toBeNull();
  });

  it('keeps the painted page but no entries when its data cannot be read', () => {
    const page = writtenPage('/blog', [{ id: 'a', fields: { title: 'One' } }]);
    const data = page.getElementById('page-data')!;
    data.textContent = data.textContent.slice(0, -5);
    const painted = readPaintedPage(page);
    expect(painted).toEqual({ data: {} });
    expect(applied(painted)).toMatchObject({ entries: [], blogPainted: false });
  });

  it('drops items that are not entries', () => {
    const page = writtenPage('/blog', []);
    page.getElementById('page-data')!.textContent = JSON.stringify({
      blog: [
        { id: 'a', fields: { title: 'One', slug: 'one' } },
        { id: 2, fields: {} },
        { id: 'b' },
        'x',
      ],
    });
    expect(applied(readPaintedPage(page)).entries.map((entry) => entry.title)).toEqual(['One']);
  });

  it('gives the feed’s first page as the app parses a live answer, with its link', async () => {
    const first = await feedPage();
    const { feed, next } = applied(readPaintedPage(writtenPage('/feed', null, first)));
    expect(feed).toEqual(first.posts);
    expect(feed).toHaveLength(20);
    expect(next).toMatch(/^https:\/\/graph\.instagram\.com\//);
    expect(next).toBe(first.next);
  });

  it('gives no posts when the feed’s data is not a page of the graph', async () => {
    const page = writtenPage('/feed', null, await feedPage());
    page.getElementById('page-data')!.textContent = JSON.stringify({ feed: { data: 'posts' } });
    expect(applied(readPaintedPage(page))).toMatchObject({ feed: [], next: null });
  });
});

describe('what a painted page carries', () => {
  it('tells the data it was painted with from what it shows loading', async () => {
    const { paintedWith } = await import('../../src/painted/adopt');
    const data = { blog: [], feed: { data: [], paging: {} } };
    expect(paintedWith(data, 'blog')).toBe(true);
    expect(paintedWith(data, 'feed')).toBe(true);
    expect(paintedWith(data, 'press')).toBe(false);
    expect(paintedWith('not page data', 'blog')).toBe(false);
  });
});

describe('a tap kept by the guard before the app ran', () => {
  it('is pressed once the page is the app’s, and only once', async () => {
    const { pressTappedButton } = await import('../../src/painted/adopt');
    const container = document.createElement('div');
    container.innerHTML =
      '<button type="button" data-tapped="">Menu</button><button type="button">Share</button>';
    document.body.append(container);
    const pressed: string[] = [];
    for (const button of container.querySelectorAll('button')) {
      button.addEventListener('click', () => pressed.push(button.textContent));
    }
    pressTappedButton(container);
    expect(pressed).toEqual(['Menu']);
    expect(container.querySelector('[data-tapped]')).toBeNull();
    pressTappedButton(container);
    expect(pressed).toEqual(['Menu']);
    container.remove();
  });

  it('is dropped when the button is disabled by now', async () => {
    const { pressTappedButton } = await import('../../src/painted/adopt');
    const container = document.createElement('div');
    container.innerHTML = '<button type="button" data-tapped="" disabled>Unlock</button>';
    document.body.append(container);
    const button = container.querySelector('button')!;
    let pressed = false;
    button.addEventListener('click', () => {
      pressed = true;
    });
    pressTappedButton(container);
    expect(pressed).toBe(false);
    expect(button).not.toHaveAttribute('data-tapped');
    container.remove();
  });
});
