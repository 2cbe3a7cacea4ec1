import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes, type RouteObject } from '../../../src/lib/router';

/** The route an address opens, by its path (the layout's children are the routes). */
function opened(routes: RouteObject[], address: string) {
  return matchRoutes(routes, address)?.at(-1)?.route.path ?? null;
}

describe('which route an address opens', () => {
  // Listed least specific first: the ranking, not the order, must choose.
  const routes: RouteObject[] = [
    {
      children: [
        { path: '*' },
        { path: '/blog/:slug' },
        { path: '/blog/new' },
        { path: '/blog' },
        { path: '/' },
      ],
    },
  ];

  it('prefers a word to a value, and a value to the rest', () => {
    expect(opened(routes, '/blog/new')).toBe('/blog/new');
    expect(opened(routes, '/blog/sunset')).toBe('/blog/:slug');
    expect(opened(routes, '/blog')).toBe('/blog');
    expect(opened(routes, '/')).toBe('/');
  });

  it('leaves what nothing else matches to `*`, with the rest of the address as its value', () => {
    const matches = matchRoutes(routes, '/blog/sunset/photos');
    expect(matches?.at(-1)?.route.path).toBe('*');
    expect(matches?.at(-1)?.params['*']).toBe('blog/sunset/photos');
    expect(opened(routes, '/nowhere')).toBe('*');
  });

  it('ignores case and trailing slashes, and reads the path of a whole address', () => {
    expect(opened(routes, '/BLOG/')).toBe('/blog');
    expect(opened(routes, '/Blog/New//')).toBe('/blog/new');
    expect(opened(routes, '/blog/sunset?tag=food#top')).toBe('/blog/:slug');
  });

  it('gives the values decoded, an encoded slash included', () => {
    expect(matchRoutes(routes, '/blog/caf%C3%A9')?.at(-1)?.params).toEqual({ slug: 'café' });
    expect(matchRoutes(routes, '/blog/a%2Fb')?.at(-1)?.params).toEqual({ slug: 'a/b' });
    // A path that does not decode is matched as written.
    expect(matchRoutes(routes, '/blog/100%')?.at(-1)?.params).toEqual({ slug: '100%' });
  });

  it('gives the layout first, then the route, sharing the values', () => {
    const matches = matchRoutes(routes, '/blog/sunset');
    expect(matches?.map((match) => match.route.path)).toEqual([undefined, '/blog/:slug']);
    expect(matches?.[0]?.params).toEqual({ slug: 'sunset' });
  });

  it('keeps the order of routes equally specific', () => {
    const twins: RouteObject[] = [
      { path: '/a/:x', handle: 'first' },
      { path: '/a/:y', handle: 'second' },
    ];
    expect(matchRoutes(twins, '/a/1')?.at(-1)?.route.handle).toBe('first');
  });

  it('opens nothing without a route for the address', () => {
    expect(matchRoutes([{ path: '/blog' }], '/press')).toBeNull();
  });
});

describe('matchPath', () => {
  it('matches a whole path, with its values as written', () => {
    expect(matchPath('/activate/:uid/:token', '/activate/MQ/abc-1')?.params).toEqual({
      uid: 'MQ',
      token: 'abc-1',
    });
    expect(matchPath('/activate/:uid/:token', '/activate/MQ')).toBeNull();
    expect(matchPath('/activate/:uid/:token', '/activate/MQ/abc/more')).toBeNull();
    expect(matchPath('/blog/:slug', '/blog/caf%C3%A9')?.params.slug).toBe('caf%C3%A9');
  });

  it('matches the start of a path at a segment’s end without `end`', () => {
    const pattern = { path: '/activate/:uid/:token', end: false };
    expect(matchPath(pattern, '/activate/MQ/abc/more')?.params).toEqual({
      uid: 'MQ',
      token: 'abc',
    });
    expect(matchPath({ path: '/blog', end: false }, '/blogger')).toBeNull();
  });

  it('takes the characters of a pattern literally', () => {
    expect(matchPath('/a.b', '/a.b')).not.toBeNull();
    expect(matchPath('/a.b', '/axb')).toBeNull();
  });
});
