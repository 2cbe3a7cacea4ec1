// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEMO_SETTINGS } from '../../src/config';
import { call } from './helpers';

const SPACE = DEMO_SETTINGS.contentfulSpaceId;
const BASE = `https://cdn.contentful.com/spaces/${SPACE}/environments/master`;
const AUTH = { authorization: `Bearer ${DEMO_SETTINGS.contentfulAccessToken}` };

interface Link {
  sys: { type: string; linkType: string; id: string };
}

interface Entry {
  sys: { id: string; type: string; contentType: Link; locale: string };
  fields: Record<string, unknown>;
}

interface Asset {
  sys: { id: string; type: string };
  fields: {
    title: string;
    file: { url: string; details: { size: number; image: { width: number; height: number } } };
  };
}

interface Collection {
  sys: { type: string };
  total: number;
  skip: number;
  limit: number;
  items: Entry[];
  includes?: { Asset: Asset[] };
}

async function entries(query: string) {
  const result = await call(`${BASE}/entries?${query}`, AUTH);
  return { ...result, collection: result.body as Collection };
}

describe('the Contentful Delivery API', () => {
  it('lists blog entries with their assets in includes', async () => {
    const { status, collection, headers } = await entries('content_type=blog&order=-fields.date');
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toContain('application/vnd.contentful.delivery.v1+json');
    expect(collection).toMatchObject({ sys: { type: 'Array' }, skip: 0, limit: 100 });
    expect(collection.total).toBe(collection.items.length);
    expect(collection.items.length).toBeGreaterThanOrEqual(7);

    const dates = collection.items.map((entry) => Date.parse(String(entry.fields.date)));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const [first] = collection.items;
    expect(first?.sys).toMatchObject({
      type: 'Entry',
      locale: 'en-US',
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'blog' } },
    });
    expect(Object.keys(first?.fields ?? {})).toEqual(
      expect.arrayContaining(['title', 'slug', 'date', 'excerpt', 'coverImage', 'body', 'tags']),
    );
    expect(first?.fields.body).toMatchObject({ nodeType: 'document' });

    const assets = collection.includes?.Asset ?? [];
    const cover = first?.fields.coverImage as Link;
    const asset = assets.find((candidate) => candidate.sys.id === cover.sys.id);
    expect(asset?.sys.type).toBe('Asset');
    expect(asset?.fields.file.url).toMatch(
      new RegExp(`^//images\\.ctfassets\\.net/${SPACE}/${cover.sys.id}/[0-9a-f]+/[\\w-]+\\.jpg$`),
    );

    // Assets embedded in rich text are included too.
    const embedded = JSON.stringify(collection.items.map((entry) => entry.fields.body)).match(
      /"embedded-asset-block","data":\{"target":\{"sys":\{"id":"([^"]+)"/g,
    );
    expect(embedded?.length).toBeGreaterThan(0);
    expect(assets.length).toBeGreaterThan(collection.items.length - 1);

    // One entry is deliberately incomplete.
    const bare = collection.items.find((entry) => entry.fields.slug === 'notes-from-the-road');
    expect(bare?.fields).not.toHaveProperty('coverImage');
    expect(bare?.fields).not.toHaveProperty('excerpt');
  });

  it('limits, leaves out the includes with include=0, and selects', async () => {
    const page = await entries('content_type=blog&limit=2&include=0');
    expect(page.collection).toMatchObject({ skip: 0, limit: 2 });
    expect(page.collection.items).toHaveLength(2);
    expect(page.collection.total).toBeGreaterThan(2);
    expect(page.collection).not.toHaveProperty('includes');

    // The site's version check: only each entry's id and last update.
    const versions = await entries(
      `content_type=blog&select=sys.id,sys.updatedAt&include=0&access_token=${DEMO_SETTINGS.contentfulAccessToken}`,
    );
    expect(versions.collection.items[0]?.sys.id).toEqual(expect.any(String));
    expect(versions.collection.items[0]?.sys).toHaveProperty('updatedAt');
    expect(versions.collection.items[0]?.fields).toEqual({});
  });

  it('lists press entries', async () => {
    const { collection } = await entries('content_type=press');
    expect(collection.items.length).toBeGreaterThanOrEqual(4);
    for (const entry of collection.items) {
      expect(entry.sys.contentType.sys.id).toBe('press');
      expect(entry.fields).toHaveProperty('title');
      expect(entry.fields).toHaveProperty('text');
    }
  });

  it('gives every locale of each field with locale=*, linked assets too, with no fallback applied', async () => {
    const { status, collection } = await entries('content_type=blog&order=-fields.date&locale=*');
    expect(status).toBe(200);
    const byId = (id: string) => collection.items.find((entry) => entry.sys.id === id);
    const ricks = byId('4kQeJ8pYvN2sWx1aBc3DeF');
    expect(ricks?.sys).not.toHaveProperty('locale');
    expect(ricks?.fields.title).toEqual({
      'en-US': "Sunset at Rick's Cafe: cliffs, reggae and the best seat in the house",
      es: 'Atardecer en Rick’s Café: acantilados, reggae y el mejor lugar de la casa',
      fr: 'Coucher de soleil au Rick’s Café : falaises, reggae et la meilleure place de la maison',
      de: 'Sonnenuntergang im Rick’s Café: Klippen, Reggae und der beste Platz im Haus',
    });
    // A field nobody translated has the default locale only.
    expect(ricks?.fields.slug).toEqual({ 'en-US': 'sunset-at-ricks-cafe' });
    const jerk = collection.items.find(
      (entry) =>
        (entry.fields.slug as Record<string, string>)['en-US'] === 'where-to-eat-jerk-in-negril',
    );
    expect(Object.keys(jerk?.fields.title as object)).toEqual(['en-US']);
    const cover = (collection.includes?.Asset ?? []).find(
      (asset) => asset.sys.id === 'ricks-sunset-asset',
    );
    expect(cover?.fields.title).toMatchObject({
      'en-US': "Sunset over the cliffs at Rick's Cafe",
      es: 'Atardecer sobre los acantilados de Rick’s Café',
    });
  });

  it('gives one locale’s values, falling back to the default field by field', async () => {
    const { collection } = await entries('content_type=blog&order=-fields.date&locale=es');
    const [first] = collection.items;
    expect(first?.sys.locale).toBe('es');
    expect(first?.fields.title).toBe(
      'Atardecer en Rick’s Café: acantilados, reggae y el mejor lugar de la casa',
    );
    expect(first?.fields.slug).toBe('sunset-at-ricks-cafe');
    const jerk = collection.items.find(
      (entry) => entry.fields.slug === 'where-to-eat-jerk-in-negril',
    );
    expect(jerk?.fields.title).toBe('Where to eat jerk in Negril');

    const press = await entries('content_type=press&locale=de');
    expect(press.collection.items.map((entry) => entry.fields.title)).toContain(
      'Negril zählt zu den schönsten Strandorten der Karibik',
    );

    const unknown = await entries('content_type=blog&locale=xx-YY');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ sys: { type: 'Error', id: 'BadRequest' } });
  });

  it('answers errors in the API’s own shape', async () => {
    const denied = await call(`${BASE}/entries?content_type=blog`, {
      authorization: 'Bearer wrong-token',
    });
    expect(denied.status).toBe(401);
    expect(denied.body).toMatchObject({
      sys: { type: 'Error', id: 'AccessTokenInvalid' },
      message: 'The access token you sent could not be found or is invalid.',
    });
    expect((await call(`${BASE}/entries?content_type=blog`)).status).toBe(401);

    const space = await call(
      'https://cdn.contentful.com/spaces/other-space/environments/master/entries',
      AUTH,
    );
    expect(space.status).toBe(404);
    expect(space.body).toMatchObject({ sys: { type: 'Error', id: 'NotFound' } });
  });
});
