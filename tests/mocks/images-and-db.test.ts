// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEMO_DB_KEY,
  getDb,
  outbox,
  persistDb,
  resetDb,
  seedDb,
  subscribeToOutbox,
} from '../../src/mocks/db';
import { createHandlers, defaultMockOptions } from '../../src/mocks/handlers';
import { server } from '../../src/mocks/node';
import { readConfig } from '../../src/config';
import { call, jwtPayload, signInAdmin } from './helpers';

afterEach(() => {
  resetDb();
});

describe('the image hosts', () => {
  it('draws Contentful assets at their size or the size asked for', async () => {
    const url =
      'https://images.ctfassets.net/demo-space/ricks-sunset-asset/abc/ricks-cafe-sunset.jpg';
    const full = await fetch(url);
    expect(full.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await full.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1600" height="900"/);
    expect(svg).toContain('<title>Sunset over the cliffs at Rick&#39;s Cafe</title>');
    expect(await (await fetch(`${url}?w=800`)).text()).toMatch(/width="800" height="450"/);
    expect(await (await fetch(`${url}?w=300&h=300&fm=webp`)).text()).toMatch(
      /width="300" height="300"/,
    );
  });

  it('draws any other picture on those hosts', async () => {
    const response = await fetch('https://scontent.cdninstagram.com/v/unknown_n.jpg');
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^<svg /);
  });
});

describe('the mock database', () => {
  it('keeps the demo’s changes in localStorage when persistent', async () => {
    persistDb();
    const { access } = await signInAdmin();
    const form = new FormData();
    form.append('name', 'Reggae Sunsplash stage');
    expect((await call('negril_guide/', { form, token: access })).status).toBe(201);
    const stored = JSON.parse(localStorage.getItem(DEMO_DB_KEY) ?? 'null') as {
      guides: { name: string }[];
    };
    expect(stored.guides.at(-1)?.name).toBe('Reggae Sunsplash stage');

    // A reload: the in-memory copy is gone, the stored one comes back.
    resetDb();
    expect(getDb().guides.some((guide) => guide.name === 'Reggae Sunsplash stage')).toBe(false);
    persistDb();
    expect(getDb().guides.some((guide) => guide.name === 'Reggae Sunsplash stage')).toBe(true);
  });

  it('starts from the seed when the stored value is corrupted', () => {
    // Version 2 had no place fields: its guides are left for the seed's.
    const older = JSON.stringify({ ...seedDb(), version: 2, guides: [{ id: 1, name: 'Old' }] });
    for (const value of ['{not json', '{"version":3,"users":"nope"}', '{"version":1}', older]) {
      localStorage.setItem(DEMO_DB_KEY, value);
      resetDb();
      persistDb();
      expect(getDb().users.map((user) => user.email)).toContain('admin@example.com');
      expect(getDb().guides.length).toBeGreaterThanOrEqual(12);
      expect(getDb().version).toBe(3);
      expect(() => JSON.parse(localStorage.getItem(DEMO_DB_KEY) ?? '') as unknown).not.toThrow();
    }
  });

  it('resets to the seed', () => {
    getDb().guides.length = 0;
    resetDb();
    expect(getDb().guides.length).toBeGreaterThanOrEqual(12);
  });

  it('tells listeners about e-mails', async () => {
    const seen: number[] = [];
    const stop = subscribeToOutbox((emails) => seen.push(emails.length));
    await call('v1/auth/users/reset_password/', { json: { email: 'reader@example.com' } });
    stop();
    await call('v1/auth/users/reset_password/', { json: { email: 'reader@example.com' } });
    expect(seen).toEqual([1]);
    expect(outbox()).toHaveLength(2);
  });
});

describe('handler options', () => {
  it('serves an absolute api URL, another Contentful space and a short access lifetime', async () => {
    const config = readConfig({
      VITE_DEMO: 'true',
      VITE_API_URL: 'https://api.negril.example/api/',
      VITE_CONTENTFUL_SPACE_ID: 'space-42',
      VITE_CONTENTFUL_ACCESS_TOKEN: 'token-42',
      VITE_CONTENTFUL_HOST: 'preview.contentful.com',
    });
    const options = defaultMockOptions(config);
    expect(options).toMatchObject({
      apiUrl: 'https://api.negril.example/api',
      contentful: { host: 'preview.contentful.com', spaceId: 'space-42', environment: 'master' },
      instagramApiUrl: 'https://graph.instagram.com',
    });
    server.use(...createHandlers({ ...options, accessLifetimeSeconds: 120 }));
    const tokens = await call('https://api.negril.example/api/v1/auth/jwt/create/', {
      json: { email: 'reader@example.com', password: 'Seven-Mile-Beach-26' },
    });
    const { access } = tokens.body as { access: string };
    const payload = jwtPayload(access);
    expect(Number(payload.exp) - Number(payload.iat)).toBe(120);
    const entries = await call(
      'https://preview.contentful.com/spaces/space-42/environments/master/entries?content_type=press',
      { authorization: 'Bearer token-42' },
    );
    expect(entries.status).toBe(200);
  });

  it('falls back to the demo space when Contentful is not configured', () => {
    const options = defaultMockOptions(readConfig({ VITE_DEMO: 'false' }));
    expect(options.contentful).toEqual({
      host: 'cdn.contentful.com',
      spaceId: 'demo-space',
      environment: 'master',
    });
    expect(options.instagramApiUrl).toBe('https://graph.instagram.com');
  });
});

describe('the demo’s map tiles', () => {
  const tile = async (path: string) => fetch(new URL(path, location.origin));
  /** The land's outline's points that fall in the tile (the coast where it crosses the tile). */
  const coastIn = (svg: string) => {
    const land = /<path d="([^"]*)" fill="#eef0e2"/.exec(svg)?.[1] ?? '';
    return [...land.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)]
      .map(([, x, y]) => [Number(x), Number(y)] as const)
      .filter(([x, y]) => x >= 0 && x <= 256 && y >= 0 && y <= 256);
  };

  it('draws each tile as an SVG: the sea, the coast where it crosses the tile, a grid', async () => {
    // The tile over Rick's Cafe and the West End's cliffs at zoom 15.
    const response = await tile('/demo-tiles/15/9250/14692.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256"/);
    expect(svg).toContain('<rect width="256" height="256" fill="#b9dcea"/>');
    expect(svg).toContain('M64 0V256');
    expect(coastIn(svg).length).toBeGreaterThan(0);
  });

  it('draws open sea far from the island, and refuses tiles that do not exist', async () => {
    const sea = await (await tile('/demo-tiles/15/0/0.svg')).text();
    expect(sea).toContain('fill="#b9dcea"');
    expect(coastIn(sea)).toEqual([]);
    expect((await tile('/demo-tiles/2/4/0.svg')).status).toBe(404);
    expect((await tile('/demo-tiles/2/1.5/0.svg')).status).toBe(404);
  });
});
