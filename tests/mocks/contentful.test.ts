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

  it('filters by slug, and pages with limit and skip', async () => {
    const one = await entries('content_type=blog&fields.slug=where-to-eat-jerk-in-negril');
    expect(one.collection.total).toBe(1);
    expect(one.collection.items[0]?.fields.title).toBe('Where to eat jerk in Negril');
    expect(one.collection.includes?.Asset.length).toBeGreaterThan(0);

    const none = await entries('content_type=blog&fields.slug=no-such-post');
    expect(none.collection).toMatchObject({ total: 0, items: [] });

    const tagged = await entries('content_type=blog&fields.tags[in]=Day trips');
    expect(tagged.collection.total).toBe(2);

    const page = await entries('content_type=blog&limit=2&skip=2&include=0');
    expect(page.collection).toMatchObject({ skip: 2, limit: 2 });
    expect(page.collection.items).toHaveLength(2);
    expect(page.collection.total).toBeGreaterThan(2);
    expect(page.collection).not.toHaveProperty('includes');
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

  it('answers single entries and assets, and the access_token query', async () => {
    const { collection } = await entries('content_type=press&limit=1');
    const id = collection.items[0]?.sys.id ?? '';
    const single = await call(
      `${BASE}/entries/${id}?access_token=${DEMO_SETTINGS.contentfulAccessToken}`,
    );
    expect(single.status).toBe(200);
    expect((single.body as Entry).sys.id).toBe(id);
    const assets = await call(`${BASE}/assets`, AUTH);
    expect((assets.body as { total: number }).total).toBeGreaterThan(10);
    const missing = await call(`${BASE}/entries/nope`, AUTH);
    expect(missing.status).toBe(404);
  });

  it('answers errors in the API’s own shape', async () => {
    const denied = await call(`${BASE}/entries?content_type=blog`, {
      authorization: 'Bearer wrong-token',
    });
    expect(denied.status).toBe(401);
    expect(denied.body).toMatchObject({
      sys: { type: 'Error', id: 'AccessTokenInvalid' },
      message: 'The access token you sent could not be found or is invalid.',
      requestId: expect.any(String) as string,
    });
    expect((await call(`${BASE}/entries?content_type=blog`)).status).toBe(401);

    const space = await call(
      'https://cdn.contentful.com/spaces/other-space/environments/master/entries',
      AUTH,
    );
    expect(space.status).toBe(404);
    expect(space.body).toMatchObject({ sys: { type: 'Error', id: 'NotFound' } });

    const unknownType = await entries('content_type=recipe');
    expect(unknownType.status).toBe(400);
    expect(unknownType.body).toMatchObject({ sys: { type: 'Error', id: 'InvalidQuery' } });
    expect((await entries('fields.slug=x')).status).toBe(400);
  });
});
