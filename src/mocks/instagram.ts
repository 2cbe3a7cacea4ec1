import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import type { ImageSpec } from './images/svg';
import {
  MEDIA_HOST,
  SEED_MEDIA,
  type SeedChild,
  type SeedMedia,
  type SeedPicture,
} from './seed/instagram';
import { fromBase64Url, toBase64Url } from './util/encoding';

/**
 * The Instagram Graph API's `GET /me/media` for the demo account, as the site asks for it: the
 * fields it names (an album's `children{...}` edge with the fields named inside the braces),
 * `limit`, and cursor paging whose `next` is an absolute URL; a missing or wrong token gets the
 * Graph's error.
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

/** Every picture and video of the seed: the posts and their albums' children. */
const ALL_MEDIA: (SeedMedia | SeedChild)[] = SEED_MEDIA.flatMap((post) => [post, ...post.children]);

/** What the media host draws for a picture path of the seed. */
export function instagramImageSpec(pathname: string): ImageSpec | null {
  const post = SEED_MEDIA.find(
    (candidate) =>
      candidate.picture.path === pathname ||
      candidate.children.some((child) => child.picture.path === pathname),
  );
  if (!post) return null;
  const picture =
    post.children.find((child) => child.picture.path === pathname)?.picture ?? post.picture;
  const { width, height, scene, palette } = picture;
  return { width, height, scene, palette, title: post.caption ?? undefined };
}

export function isSeedVideoPath(pathname: string): boolean {
  return ALL_MEDIA.some((media) => media.videoPath === pathname);
}

/**
 * The graph's `fields` parameter: names separated by commas, an edge's own fields in braces
 * after its name (`children{id,media_url}`). Each name with the fields asked of it.
 */
export function parseFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let depth = 0;
  let start = 0;
  const add = (part: string) => {
    const brace = part.indexOf('{');
    const name = (brace < 0 ? part : part.slice(0, brace)).trim();
    if (name) fields.set(name, brace < 0 ? '' : part.slice(brace + 1, part.lastIndexOf('}')));
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '{') depth += 1;
    else if (character === '}') depth = Math.max(0, depth - 1);
    else if (character === ',' && depth === 0) {
      add(text.slice(start, index));
      start = index + 1;
    }
  }
  add(text.slice(start));
  return fields;
}

function videoUrl(path: string, id: string): string {
  return `https://${MEDIA_HOST}${path}?efg=eyJ2ZW5jb2RlX3RhZyI6InZ0c192b2QifQ&_nc_ht=${MEDIA_HOST}&oh=00_${id.slice(-10)}`;
}

/** A picture or video with the fields asked for (the Graph always adds the id). */
function serializeItem(
  media: SeedMedia | SeedChild,
  type: string,
  fields: Map<string, string>,
  extra: Record<string, JsonBodyType>,
) {
  const all: Record<string, JsonBodyType> = {
    id: media.id,
    media_type: type,
    media_url: media.videoPath
      ? videoUrl(media.videoPath, media.id)
      : mediaUrl(media.picture, media.id),
    ...(media.videoPath ? { thumbnail_url: mediaUrl(media.picture, media.id) } : {}),
    ...extra,
  };
  return Object.fromEntries(
    Object.entries(all).filter(([name]) => name === 'id' || fields.has(name)),
  );
}

/**
 * A post with the fields asked for (the Graph omits an empty caption); an album's `children`
 * when asked for, as an edge of their own fields.
 */
function serializeMedia(post: SeedMedia, fields: Map<string, string>) {
  const childFields = parseFields(fields.get('children') || 'id');
  return serializeItem(post, post.media_type, fields, {
    permalink: post.permalink,
    timestamp: post.timestamp,
    ...(post.caption === null ? {} : { caption: post.caption }),
    ...(post.children.length > 0
      ? {
          children: {
            data: post.children.map((child) =>
              serializeItem(child, child.videoPath ? 'VIDEO' : 'IMAGE', childFields, {}),
            ),
          },
        }
      : {}),
  });
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
  const fields = parseFields(params.get('fields') ?? 'id');
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
