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
