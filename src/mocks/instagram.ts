import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import type { ImageSpec } from './images/svg';
import {
  INSTAGRAM_USER,
  MEDIA_HOST,
  SEED_MEDIA,
  type SeedMedia,
  type SeedPicture,
} from './seed/instagram';
import { base64UrlDecodeText, base64UrlEncodeText, randomHex } from './util/encoding';

/**
 * The Instagram Graph API's media edge for the demo account: `GET /me/media` (optionally under a
 * version such as `/v21.0`) with `fields`, `limit` and cursor paging whose `next` is an absolute
 * URL, single media and their carousel children, and the Graph's error bodies.
 */

export interface InstagramMockOptions {
  apiUrl: string;
  /** Tokens the mock accepts. Empty: the URL is a proxy that adds the token, so none is needed. */
  accessTokens: string[];
}

const MEDIA_FIELDS = [
  'id',
  'caption',
  'media_type',
  'media_url',
  'permalink',
  'thumbnail_url',
  'timestamp',
  'username',
  'children',
];
const USER_FIELDS = ['id', 'username', 'account_type', 'media_count'];
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

function respond(body: JsonBodyType, status = 200) {
  return HttpResponse.json(body, {
    status,
    headers: { 'Access-Control-Allow-Origin': '*', 'x-fb-trace-id': randomHex(6) },
  });
}

function graphError(message: string, code: number, type = 'OAuthException') {
  return respond({ error: { message, type, code, fbtrace_id: `A${randomHex(10)}` } }, 400);
}

const invalidToken = () =>
  graphError('Invalid OAuth access token - Cannot parse access token', 190);

function mediaUrl(picture: SeedPicture, id: string): string {
  return `https://${MEDIA_HOST}${picture.path}?stp=dst-jpg_e35&_nc_cat=10${id.slice(-1)}&ccb=1-7&_nc_sid=18de74&oh=00_${id.slice(-12)}&oe=68F1A2B3`;
}

/** What the media host draws for a picture path of the seed. */
export function instagramImageSpec(pathname: string): ImageSpec | null {
  for (const post of SEED_MEDIA) {
    for (const picture of [post.picture, ...post.children.map((child) => child.picture)]) {
      if (picture.path === pathname) {
        return {
          width: picture.width,
          height: picture.height,
          scene: picture.scene,
          palette: picture.palette,
          title: post.caption ?? undefined,
        };
      }
    }
  }
  return null;
}

export function isSeedVideoPath(pathname: string): boolean {
  return SEED_MEDIA.some((post) => post.videoPath === pathname);
}

/** Splits `id,caption,children{media_url,id}` at the commas outside braces. */
function parseFields(raw: string | null): { name: string; nested: string | null }[] {
  if (raw === null || raw.trim() === '') return [{ name: 'id', nested: null }];
  const fields: { name: string; nested: string | null }[] = [];
  let depth = 0;
  let current = '';
  for (const char of `${raw},`) {
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    if (char === ',' && depth === 0) {
      const match = /^\s*([\w]+)\s*(?:\{(.*)\})?\s*$/.exec(current);
      fields.push({ name: match?.[1] ?? current.trim(), nested: match?.[2] ?? null });
      current = '';
    } else {
      current += char;
    }
  }
  return fields.filter((field) => field.name !== '');
}

function unknownField(fields: { name: string }[], allowed: string[], node: string) {
  const bad = fields.find((field) => !allowed.includes(field.name));
  return bad
    ? graphError(
        `(#100) Tried accessing nonexisting field (${bad.name}) on node type (${node})`,
        100,
      )
    : null;
}

function serializeChild(
  post: SeedMedia,
  child: SeedMedia['children'][number],
  fieldsRaw: string | null,
) {
  const fields = parseFields(fieldsRaw);
  const out: Record<string, JsonBodyType> = {};
  for (const { name } of fields) {
    if (name === 'id') out.id = child.id;
    if (name === 'media_type') out.media_type = 'IMAGE';
    if (name === 'media_url') out.media_url = mediaUrl(child.picture, child.id);
    if (name === 'permalink')
      out.permalink = `${post.permalink}?img_index=${post.children.indexOf(child) + 1}`;
    if (name === 'timestamp') out.timestamp = post.timestamp;
    if (name === 'username') out.username = INSTAGRAM_USER.username;
  }
  out.id = child.id;
  return out;
}

function serializeMedia(post: SeedMedia, fields: { name: string; nested: string | null }[]) {
  const out: Record<string, JsonBodyType> = {};
  for (const { name, nested } of fields) {
    switch (name) {
      case 'id':
        out.id = post.id;
        break;
      case 'caption':
        // The Graph omits a caption that is empty.
        if (post.caption !== null) out.caption = post.caption;
        break;
      case 'media_type':
        out.media_type = post.media_type;
        break;
      case 'media_url':
        out.media_url = post.videoPath
          ? `https://${MEDIA_HOST}${post.videoPath}?efg=eyJ2ZW5jb2RlX3RhZyI6InZ0c192b2QifQ&_nc_ht=${MEDIA_HOST}&oh=00_${post.id.slice(-10)}`
          : mediaUrl(post.picture, post.id);
        break;
      case 'permalink':
        out.permalink = post.permalink;
        break;
      case 'thumbnail_url':
        if (post.media_type === 'VIDEO') out.thumbnail_url = mediaUrl(post.picture, post.id);
        break;
      case 'timestamp':
        out.timestamp = post.timestamp;
        break;
      case 'username':
        out.username = INSTAGRAM_USER.username;
        break;
      case 'children':
        if (post.children.length > 0) {
          out.children = {
            data: post.children.map((child) => serializeChild(post, child, nested)),
          };
        }
        break;
    }
  }
  if (!('id' in out)) out.id = post.id;
  return out;
}

function cursorFor(post: SeedMedia): string {
  return base64UrlEncodeText(`QVFH:${post.id}`);
}

function indexOfCursor(cursor: string): number {
  const text = base64UrlDecodeText(cursor);
  const id = text?.startsWith('QVFH:') ? text.slice(5) : null;
  return id === null ? -1 : SEED_MEDIA.findIndex((post) => post.id === id);
}

function pageUrl(url: URL, name: 'after' | 'before', cursor: string): string {
  const target = new URL(url.href);
  target.searchParams.delete('after');
  target.searchParams.delete('before');
  target.searchParams.set(name, cursor);
  return target.href;
}

function listMedia(url: URL): Response {
  const params = url.searchParams;
  const fields = parseFields(params.get('fields'));
  const problem = unknownField(fields, MEDIA_FIELDS, 'Media');
  if (problem) return problem;
  const rawLimit = params.get('limit');
  const limit =
    rawLimit === null
      ? DEFAULT_LIMIT
      : Math.min(MAX_LIMIT, Math.max(1, Math.floor(Number(rawLimit)) || DEFAULT_LIMIT));
  let start = 0;
  let end = SEED_MEDIA.length;
  const after = params.get('after');
  const before = params.get('before');
  if (after !== null) {
    const index = indexOfCursor(after);
    if (index < 0) return graphError('(#100) The after parameter is invalid', 100);
    start = index + 1;
  } else if (before !== null) {
    const index = indexOfCursor(before);
    if (index < 0) return graphError('(#100) The before parameter is invalid', 100);
    end = index;
    start = Math.max(0, end - limit);
  }
  const page = SEED_MEDIA.slice(start, Math.min(end, start + limit));
  const first = page[0];
  const last = page[page.length - 1];
  if (!first || !last) return respond({ data: [] });
  const paging: Record<string, JsonBodyType> = {
    cursors: { before: cursorFor(first), after: cursorFor(last) },
  };
  if (start + page.length < SEED_MEDIA.length) paging.next = pageUrl(url, 'after', cursorFor(last));
  if (start > 0) paging.previous = pageUrl(url, 'before', cursorFor(first));
  return respond({ data: page.map((post) => serializeMedia(post, fields)), paging });
}

function me(url: URL): Response {
  const fields = parseFields(url.searchParams.get('fields'));
  const problem = unknownField(fields, USER_FIELDS, 'User');
  if (problem) return problem;
  const out: Record<string, JsonBodyType> = {};
  for (const { name } of fields) {
    if (name === 'id') out.id = INSTAGRAM_USER.id;
    if (name === 'username') out.username = INSTAGRAM_USER.username;
    if (name === 'account_type') out.account_type = 'BUSINESS';
    if (name === 'media_count') out.media_count = SEED_MEDIA.length;
  }
  out.id = INSTAGRAM_USER.id;
  return respond(out);
}

function tokenOf(request: Request, url: URL): string | null {
  const header = request.headers.get('Authorization') ?? '';
  return (
    /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(header.trim())?.[1] ?? url.searchParams.get('access_token')
  );
}

function handle(request: Request, options: InstagramMockOptions): Response {
  const url = new URL(request.url);
  if (options.accessTokens.length > 0) {
    const token = tokenOf(request, url);
    if (!token || !options.accessTokens.includes(token)) return invalidToken();
  }
  const base = new URL(`${options.apiUrl}/`, url);
  let path = url.pathname.startsWith(base.pathname) ? url.pathname.slice(base.pathname.length) : '';
  path = path.replace(/^v\d+\.\d+\//, '').replace(/\/$/, '');
  const [node = '', edge, extra] = path.split('/');
  const isUser = node === 'me' || node === INSTAGRAM_USER.id;
  if (isUser && edge === 'media' && extra === undefined) return listMedia(url);
  if (isUser && edge === undefined) return me(url);
  const post = SEED_MEDIA.find((candidate) => candidate.id === node);
  if (post && extra === undefined && (edge === undefined || edge === 'children')) {
    const fields = parseFields(url.searchParams.get('fields'));
    const problem = unknownField(fields, MEDIA_FIELDS, 'Media');
    if (problem) return problem;
    if (edge === 'children') {
      return respond({
        data: post.children.map((child) =>
          serializeChild(post, child, url.searchParams.get('fields')),
        ),
      });
    }
    return respond(serializeMedia(post, fields));
  }
  return graphError(
    `Unsupported get request. Object with ID '${node}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
    100,
    'IGApiException',
  );
}

export function instagramHandlers(options: InstagramMockOptions): RequestHandler[] {
  return [http.get(`${options.apiUrl}/*`, ({ request }) => handle(request, options))];
}
