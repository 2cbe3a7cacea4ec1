import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../src/app/store/store';
import { logout } from '../../src/features/auth';
import { RUNTIME_CACHES } from '../../src/lib/browser/cacheNames';
import { pageFile } from '../../src/lib/painted/pageNames';
import { offlineRoutes } from '../../src/sw/routes';
import { ADMIN, signedInAuth } from '../session';

const ORIGIN = 'http://127.0.0.1:4173';
const routes = offlineRoutes(
  {
    apiUrl: '/api',
    mediaOrigins: ['http://127.0.0.1:8000'],
    contentImagesOrigin: 'https://images.ctfassets.net',
    tilePrefix: 'https://tiles.e2e.test/',
  },
  ORIGIN,
);

function get(headers: Record<string, string> = {}) {
  return { method: 'GET', headers: new Headers(headers) };
}
const url = (href: string) => new URL(href, ORIGIN);
const bearer = { Authorization: 'Bearer token' };

describe('what the service worker keeps', () => {
  it('keeps the guide list, asked with a token or not, and no other answer of the server', () => {
    expect(routes.guideList(url('/api/negril_guide/'), get())).toBe(true);
    expect(routes.guideList(url('/api/negril_guide/'), get(bearer))).toBe(true);
    expect(routes.guideList(url('/api/negril_guide/'), { ...get(), method: 'POST' })).toBe(false);
    for (const path of ['/api/negril_guide/3/', '/api/auth/users/me/', '/api/press/']) {
      const matched = Object.values(routes).some((test) => test(url(path), get(bearer)));
      expect(matched, path).toBe(false);
    }
  });

  it('keeps pictures of the server, Contentful and the map, never asked with credentials', () => {
    expect(routes.serverMedia(url('/api/media/guides/rick.jpg'), get())).toBe(true);
    expect(routes.serverMedia(url('http://127.0.0.1:8000/api/media/a.jpg'), get())).toBe(true);
    expect(routes.serverMedia(url('/api/media/a.jpg'), get(bearer))).toBe(false);
    expect(routes.contentImages(url('https://images.ctfassets.net/s/a/b/c.jpg'), get())).toBe(true);
    expect(routes.mapTiles(url('https://tiles.e2e.test/15/9/8.png'), get())).toBe(true);
    expect(routes.mapTiles(url('https://tiles.e2e.test/15/9/8.png'), get(bearer))).toBe(false);
  });

  it('keeps nothing of the social graph', () => {
    for (const href of [
      'https://graph.instagram.com/me/media?access_token=x',
      'https://scontent.cdninstagram.com/v/a.jpg',
    ]) {
      expect(Object.values(routes).some((test) => test(url(href), get()))).toBe(false);
    }
  });

  it('keeps the pages of the other languages as seen, and their chunks as loaded', () => {
    for (const path of ['/es/blog', '/fr/', '/de/blog/sunset-at-ricks-cafe', '/es/login']) {
      expect(routes.languagePage(url(path)), path).toBe(true);
    }
    // English is precached; another site's pages are not this worker's.
    for (const href of ['/blog', '/', '/espresso', 'https://other.example/es/blog']) {
      expect(routes.languagePage(url(href)), href).toBe(false);
    }
    expect(routes.languageFiles(url('/assets/index-ES000000.js'), get())).toBe(true);
    expect(routes.languageFiles(url('/assets/index-ES000000.js'), get(bearer))).toBe(false);
    expect(routes.languageFiles(url('https://other.example/assets/a.js'), get())).toBe(false);
    expect(routes.languageFiles(url('/api/media/a.jpg'), get())).toBe(false);
  });

  it('finds the painted page of an address', () => {
    expect(pageFile('/')).toBe('/index.html');
    expect(pageFile('/blog')).toBe('/blog.html');
    expect(pageFile('/blog/')).toBe('/blog.html');
    expect(pageFile('/blog/sunset-at-ricks-cafe')).toBe('/blog/sunset-at-ricks-cafe.html');
    expect(pageFile('/es/')).toBe('/es/index.html');
    expect(pageFile('/es/blog')).toBe('/es/blog.html');
  });
});

describe('signing out', () => {
  it('drops the guide list kept for the signed-in visitor', async () => {
    const remove = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('caches', { delete: remove });
    const { store } = makeStore({ preloadedState: { auth: signedInAuth(ADMIN) }, persist: false });
    expect(remove).not.toHaveBeenCalled();
    store.dispatch(logout());
    await vi.waitFor(() => {
      expect(remove).toHaveBeenCalledWith(RUNTIME_CACHES.guideList);
    });
    vi.unstubAllGlobals();
  });
});

describe('the guide list asked with the guide’s word', () => {
  it('is kept whatever word it carries (the worker matches the address, not the headers)', () => {
    const word = { 'X-Guide-Word': 'one-love' };
    expect(routes.guideList(url('/api/negril_guide/'), get(word))).toBe(true);
    expect(routes.guideList(url('/api/negril_guide/'), get({ ...word, ...bearer }))).toBe(true);
  });
});
