import { describe, expect, it } from 'vitest';
import { keepUnchanged, parseFeedPage } from '../../../src/features/feed/parse';
import type { SocialPost } from '../../../src/features/feed/types';

const post = (id: string, caption = `Post ${id}`): SocialPost => ({
  id,
  media_type: 'IMAGE',
  permalink: `https://www.instagram.com/p/${id}/`,
  media_url: `https://scontent.cdninstagram.com/${id}.jpg`,
  caption,
});

describe('a refresh of the posts on screen', () => {
  it('keeps each unchanged post as the very object shown, in the new order', () => {
    const shown = [post('a'), post('b'), post('c')];
    const refreshed = keepUnchanged(shown, [post('d'), post('b'), post('a')]);
    expect(refreshed).toEqual([post('d'), post('b'), post('a')]);
    expect(refreshed[1]).toBe(shown[1]);
    expect(refreshed[2]).toBe(shown[0]);
  });

  it('takes the new version of a post that changed (a new caption, a new picture address)', () => {
    const shown = [post('a'), post('b')];
    const moved = { ...post('b'), media_url: 'https://scontent.cdninstagram.com/b.jpg?oe=2' };
    const refreshed = keepUnchanged(shown, [post('a', 'Edited'), moved]);
    expect(refreshed[0]).toEqual(post('a', 'Edited'));
    expect(refreshed[0]).not.toBe(shown[0]);
    expect(refreshed[1]).toBe(moved);
  });

  it('reads a page of the graph, and refuses anything else', () => {
    expect(parseFeedPage({ data: [post('a')], paging: {} })).toEqual({
      posts: [post('a')],
      next: null,
    });
    expect(() => parseFeedPage({ data: null })).toThrow(/feed/);
    expect(() => parseFeedPage([post('a')])).toThrow(/feed/);
  });

  it('drops posts without an id and defaults the other fields', () => {
    const page = parseFeedPage({
      data: [
        { id: 5, media_type: 'REEL', permalink: 'javascript:alert(1)', caption: '  Sunset ' },
        { id: '', caption: 'No id' },
        { caption: 'No id either' },
        'not a post',
        { id: 'v', media_type: 'VIDEO', media_url: '//cdn.example/v.mp4', caption: 3 },
      ],
      paging: { next: 'https://graph.example/next?after=x' },
    });
    expect(page).toEqual({
      posts: [
        { id: '5', media_type: 'IMAGE', permalink: null, media_url: null, caption: '  Sunset ' },
        {
          id: 'v',
          media_type: 'VIDEO',
          permalink: null,
          media_url: 'https://cdn.example/v.mp4',
          caption: '',
        },
      ],
      next: 'https://graph.example/next?after=x',
    });
    expect(parseFeedPage({ data: [] }).next).toBeNull();
    expect(parseFeedPage({ data: [], paging: 'none' }).next).toBeNull();
    expect(parseFeedPage({ data: [], paging: { next: 'ftp://x.example' } }).next).toBeNull();
  });
});

describe("an album's children", () => {
  const child = (id: string, type = 'IMAGE', extra: Record<string, unknown> = {}) => ({
    id,
    media_type: type,
    media_url: `https://scontent.cdninstagram.com/${id}.${type === 'VIDEO' ? 'mp4' : 'jpg'}`,
    ...extra,
  });
  const album = (children: unknown, extra: Record<string, unknown> = {}) =>
    parseFeedPage({
      data: [
        {
          id: 'album',
          media_type: 'CAROUSEL_ALBUM',
          media_url: 'https://scontent.cdninstagram.com/cover.jpg',
          caption: 'Three views',
          children,
          ...extra,
        },
      ],
    }).posts[0];

  it('keeps its pictures and videos in order, a video with its still', () => {
    expect(
      album({
        data: [
          child('1'),
          child('2', 'VIDEO', { thumbnail_url: 'https://scontent.cdninstagram.com/2.jpg' }),
          child('3'),
        ],
      })?.children,
    ).toEqual([
      { ...child('1'), thumbnail_url: null },
      { ...child('2', 'VIDEO'), thumbnail_url: 'https://scontent.cdninstagram.com/2.jpg' },
      { ...child('3'), thumbnail_url: null },
    ]);
  });

  it('drops hostile or malformed children, and each id twice', () => {
    const children = album({
      data: [
        child('ok'),
        { id: 'js', media_type: 'IMAGE', media_url: 'javascript:alert(1)' },
        { id: 'data', media_url: 'data:image/svg+xml,<svg onload=alert(1)>' },
        { id: 'nested', media_type: 'CAROUSEL_ALBUM', media_url: 'https://x.example/a.jpg' },
        { id: 'reel', media_type: 'REEL', media_url: 'https://x.example/r.mp4' },
        { media_type: 'IMAGE', media_url: 'https://x.example/no-id.jpg' },
        child('ok'),
        'a string',
        null,
        { id: 7, media_url: '//scontent.cdninstagram.com/7.jpg', thumbnail_url: 'javascript:x' },
      ],
    })?.children;
    expect(children).toEqual([
      { ...child('ok'), thumbnail_url: null },
      {
        id: '7',
        media_type: 'IMAGE',
        media_url: 'https://scontent.cdninstagram.com/7.jpg',
        thumbnail_url: null,
      },
    ]);
  });

  it('has none when the edge is missing or malformed, or only bad children', () => {
    for (const edge of [undefined, null, 'x', { data: 'x' }, { data: [] }, { data: [{}] }]) {
      const post = album(edge);
      expect(post).toEqual({
        id: 'album',
        media_type: 'CAROUSEL_ALBUM',
        permalink: null,
        media_url: 'https://scontent.cdninstagram.com/cover.jpg',
        caption: 'Three views',
      });
    }
  });

  it('takes at most twenty, only for an album, and a cover from the first picture if none', () => {
    const many = Array.from({ length: 30 }, (_, index) => child(String(index)));
    expect(album({ data: many })?.children).toHaveLength(20);
    expect(album({ data: many }, { media_type: 'IMAGE' })?.children).toBeUndefined();
    expect(
      album({ data: [child('v', 'VIDEO'), child('p')] }, { media_url: 'javascript:x' })?.media_url,
    ).toBe('https://scontent.cdninstagram.com/p.jpg');
  });

  it('reads again the list a painted page carries, and a change of children is a change', () => {
    const parsed = album({ data: [child('1'), child('2')] });
    expect(parseFeedPage({ data: [parsed] }).posts[0]).toEqual(parsed);
    const shown = [parsed!];
    const same = parseFeedPage({ data: [parsed] }).posts;
    expect(keepUnchanged(shown, same)[0]).toBe(shown[0]);
    const changed = album({ data: [child('1'), child('3')] })!;
    expect(keepUnchanged(shown, [changed])[0]).toBe(changed);
  });
});
