import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import type { ImageSpec } from './images/svg';
import { MEDIA_HOST, SEED_MEDIA, type SeedMedia, type SeedPicture } from './seed/instagram';
import { fromBase64Url, toBase64Url } from './util/encoding';

/**
 * The Instagram Graph API's `GET /me/media` for the demo account, as the site asks for it: the
 * fields it names, `limit`, and cursor paging whose `next` is an absolute URL; a missing or wrong
 * token gets the Graph's error.
 */

export interface InstagramMockOptions {
  apiUrl: string;
  /** Tokens the mock accepts. Empty: the URL is a proxy that adds the token, so none is needed. */
  accessTokens: string[];
}

const HEADERS = { 'Access-Control-Allow-Origin': '*' };

function mediaUrl(picture: SeedPicture, id: string): string {
  return `https://${MEDIA_HOST}${picture.path}?stp=dst-jpg_e35&_nc_cat=10${id.slice(-1)}&ccb=1-7&_nc_sid=18de74&oh=00_${id.slice(-12)}&oe=68F1A2B3`;
}

/** What the media host draws for a picture path of the seed. */
export function instagramImageSpec(pathname: string): ImageSpec | null {
  const post = SEED_MEDIA.find((candidate) => candidate.picture.path === pathname);
  if (!post) return null;
  const { width, height, scene, palette } = post.picture;
  return { width, height, scene, palette, title: post.caption ?? undefined };
}

export function isSeedVideoPath(pathname: string): boolean {
  return SEED_MEDIA.some((post) => post.videoPath === pathname);
}

/** A post with the fields asked for (the Graph always adds the id, and omits an empty caption). */
function serializeMedia(post: SeedMedia, fields: string[]) {
  const all: Record<string, JsonBodyType> = {
    id: post.id,
    media_type: post.media_type,
    media_url: post.videoPath
      ? `https://${MEDIA_HOST}${post.videoPath}?efg=eyJ2ZW5jb2RlX3RhZyI6InZ0c192b2QifQ&_nc_ht=${MEDIA_HOST}&oh=00_${post.id.slice(-10)}`
      : mediaUrl(post.picture, post.id),
    permalink: post.permalink,
    timestamp: post.timestamp,
    ...(post.caption === null ? {} : { caption: post.caption }),
    ...(post.videoPath ? { thumbnail_url: mediaUrl(post.picture, post.id) } : {}),
  };
  return Object.fromEntries(
    Object.entries(all).filter(([name]) => name === 'id' || fields.includes(name)),
  );
}

const cursorFor = (post: SeedMedia) => toBase64Url(`QVFH:${post.id}`);

function listMedia(request: Request, options: InstagramMockOptions): Response {
  const url = new URL(request.url);
  const params = url.searchParams;
  const token =
    /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ??
    params.get('access_token');
  if (options.accessTokens.length > 0 && !options.accessTokens.includes(token ?? '')) {
    const message = 'Invalid OAuth access token - Cannot parse access token';
    return HttpResponse.json(
      { error: { message, type: 'OAuthException', code: 190, fbtrace_id: 'AdemoTrace' } },
      { status: 400, headers: HEADERS },
    );
  }
  const fields = (params.get('fields') ?? 'id').split(',');
  const limit = Math.min(100, Number(params.get('limit') ?? 25) || 25);
  const after = fromBase64Url(params.get('after') ?? '')?.replace(/^QVFH:/, '');
  const start = after ? SEED_MEDIA.findIndex((post) => post.id === after) + 1 : 0;
  const page = SEED_MEDIA.slice(start, start + limit);
  const first = page[0];
  const last = page[page.length - 1];
  if (!first || !last) return HttpResponse.json({ data: [] }, { headers: HEADERS });
  const next = new URL(url.href);
  next.searchParams.set('after', cursorFor(last));
  return HttpResponse.json(
    {
      data: page.map((post) => serializeMedia(post, fields)),
      paging: {
        cursors: { before: cursorFor(first), after: cursorFor(last) },
        ...(start + page.length < SEED_MEDIA.length ? { next: next.href } : {}),
      },
    },
    { headers: HEADERS },
  );
}

export function instagramHandlers(options: InstagramMockOptions): RequestHandler[] {
  return [http.get(`${options.apiUrl}/me/media`, ({ request }) => listMedia(request, options))];
}
