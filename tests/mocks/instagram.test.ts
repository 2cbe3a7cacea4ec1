// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEMO_SETTINGS } from '../../src/config';
import { call } from './helpers';

const TOKEN = DEMO_SETTINGS.instagramAccessToken;
const FIRST_PAGE = `https://graph.instagram.com/me/media?fields=id,media_type,permalink,media_url,caption&limit=20&access_token=${TOKEN}`;

interface Media {
  id: string;
  media_type: string;
  permalink: string;
  media_url: string;
  caption?: string;
  thumbnail_url?: string;
}

interface Page {
  data: Media[];
  paging?: { cursors: { before: string; after: string }; next?: string };
}

async function page(url: string): Promise<Page> {
  const result = await call(url);
  expect(result.status).toBe(200);
  return result.body as Page;
}

describe('the Instagram Graph API', () => {
  it("gives an album's pictures as its children edge, with the fields asked of them", async () => {
    const url = new URL(FIRST_PAGE);
    url.searchParams.set('fields', 'id,media_type,children{id,media_type,media_url,thumbnail_url}');
    const first = (await page(url.href)) as unknown as {
      data: { media_type: string; children?: { data: Record<string, string>[] } }[];
    };
    const albums = first.data.filter((post) => post.media_type === 'CAROUSEL_ALBUM');
    expect(albums.length).toBeGreaterThan(0);
    for (const album of albums) {
      expect(album.children?.data.length).toBeGreaterThanOrEqual(3);
      for (const child of album.children?.data ?? []) {
        expect(child.media_url).toMatch(/^https:\/\/scontent\.cdninstagram\.com\//);
        expect(['IMAGE', 'VIDEO']).toContain(child.media_type);
        expect(Object.keys(child).sort()).toEqual(
          child.media_type === 'VIDEO'
            ? ['id', 'media_type', 'media_url', 'thumbnail_url']
            : ['id', 'media_type', 'media_url'],
        );
      }
    }
    // Not asked for: no children.
    expect(JSON.stringify((await page(FIRST_PAGE)).data)).not.toContain('children');
  });

  it('pages through the media 20 at a time', async () => {
    const first = await page(FIRST_PAGE);
    expect(first.data).toHaveLength(20);
    expect(Object.keys(first.data[0] ?? {}).sort()).toEqual(
      ['caption', 'id', 'media_type', 'media_url', 'permalink'].sort(),
    );
    const next = first.paging?.next ?? '';
    const nextUrl = new URL(next);
    expect(nextUrl.origin + nextUrl.pathname).toBe('https://graph.instagram.com/me/media');
    expect(nextUrl.searchParams.get('after')).toBe(first.paging?.cursors.after);
    expect(nextUrl.searchParams.get('limit')).toBe('20');

    const second = await page(next);
    expect(second.data).toHaveLength(20);
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);

    const third = await page(second.paging?.next ?? '');
    expect(third.data.length).toBeGreaterThan(0);
    expect(third.data.length).toBeLessThan(20);
    expect(third.paging?.next).toBeUndefined();

    const all = [...first.data, ...second.data, ...third.data];
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(45);
    const types = new Set(all.map((item) => item.media_type));
    expect([...types].sort()).toEqual(['CAROUSEL_ALBUM', 'IMAGE', 'VIDEO']);
    expect(all.some((item) => item.caption?.includes('<script>alert(1)</script>'))).toBe(true);
    expect(all.some((item) => item.caption === undefined)).toBe(true);
  });

  it('gives videos a thumbnail and a playable file', async () => {
    const result = await page(
      `https://graph.instagram.com/me/media?fields=id,media_type,media_url,thumbnail_url&limit=100&access_token=${TOKEN}`,
    );
    const video = result.data.find((item) => item.media_type === 'VIDEO');
    expect(video?.thumbnail_url).toMatch(/^https:\/\/scontent\.cdninstagram\.com\/.+\.jpg\?/);
    const file = await fetch(video?.media_url ?? '', { headers: { Range: 'bytes=0-99' } });
    expect(file.status).toBe(206);
    expect(file.headers.get('Content-Type')).toBe('video/mp4');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes).toHaveLength(100);
    expect(String.fromCharCode(...bytes.subarray(4, 8))).toBe('ftyp');
  });

  it('answers a missing or wrong token with the Graph’s error', async () => {
    for (const url of [
      'https://graph.instagram.com/me/media?fields=id',
      'https://graph.instagram.com/me/media?fields=id&access_token=wrong',
    ]) {
      const result = await call(url);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        error: {
          message: 'Invalid OAuth access token - Cannot parse access token',
          type: 'OAuthException',
          code: 190,
          fbtrace_id: expect.any(String) as string,
        },
      });
    }
  });
});
