import { http, HttpResponse, type RequestHandler } from 'msw';
import { getDb, nextId, saveDb, type GuideRecord } from '../db';
import { renderSvg } from '../images/svg';
import { blankGuide, guideImageSpecs } from '../seed/guides';
import { pressImageSpecs } from '../seed/press';
import { base64ToBytes, bytesToBase64 } from '../util/encoding';
import {
  authenticated,
  detail,
  hasErrors,
  json,
  noContent,
  NOT_AUTHENTICATED,
  readData,
  type ServerOptions,
} from './common';
import type { UserRecord } from '../seed/types';
import { readGuideValues } from './guideFields';

/**
 * The product's own endpoints: the admin check, the user list, the
 * press list and the Negril guides, with uploads kept in the database as data: URLs and served
 * back under the media root.
 */

/** Uploads are kept in the visitor's localStorage, so the demo caps their size. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

const NOT_AN_IMAGE =
  'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';
const SEED_MEDIA_FILES = { ...guideImageSpecs(), ...pressImageSpecs() };
/** The first bytes of the pictures Pillow would accept: type, extension, signature. */
const IMAGE_SIGNATURES = [
  ['image/png', 'png', '89504e47'],
  ['image/jpeg', 'jpg', 'ffd8ff'],
  ['image/gif', 'gif', '47494638'],
  ['image/webp', 'webp', '52494646'],
] as const;

interface Upload {
  name: string;
  type: string;
  extension: string;
  bytes: Uint8Array;
}

/**
 * The image field of a guide: null when none was sent, else the picture or why it is refused.
 * Files are recognised by shape: under jsdom they are Node's, not the window's `Blob`.
 */
async function readImage(value: unknown): Promise<Upload | string | null> {
  if (typeof value !== 'object' || value === null || !('arrayBuffer' in value)) return null;
  const file = value as File;
  if (file.size > MAX_UPLOAD_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toFixed(1);
    return `The demo keeps images of up to 2 MB; this file is ${megabytes} MB.`;
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const head = Array.from(bytes.subarray(0, 4), (byte) => byte.toString(16).padStart(2, '0'));
  const kind = IMAGE_SIGNATURES.find(([, , signature]) => head.join('').startsWith(signature));
  if (!kind) return NOT_AN_IMAGE;
  const name = (typeof file.name === 'string' ? file.name : '').replace(/\.[^.]*$/, '');
  return {
    name: name.replace(/[^\w-]+/g, '_') || 'image',
    type: kind[0],
    extension: kind[1],
    bytes,
  };
}

/** Keeps an accepted upload as the guide's picture, in place of any it had. */
function keepImage(guide: GuideRecord, image: Upload): void {
  const db = getDb();
  if (guide.image) Reflect.deleteProperty(db.media, guide.image);
  guide.image = `negril_guide/${guide.id}_${image.name}.${image.extension}`;
  db.media[guide.image] = {
    contentType: image.type,
    dataUrl: `data:${image.type};base64,${bytesToBase64(image.bytes)}`,
  };
}

async function createGuide(request: Request, apiUrl: string): Promise<Response> {
  const data = await readData(request);
  const { values, errors } = readGuideValues(data, null);
  // The file is kept only when every field is valid.
  const image = await readImage(data.image);
  if (typeof image === 'string') errors.image = [image];
  if (hasErrors(errors)) return json(errors, 400);
  const db = getDb();
  const guide: GuideRecord = { ...blankGuide(nextId(db.guides)), ...values };
  if (image && typeof image !== 'string') keepImage(guide, image);
  db.guides.push(guide);
  saveDb();
  return json(guideAnswer(guide, request, apiUrl), 201);
}

/** The guide of a detail route's id, or null (DRF's 404). */
function findGuide(id: unknown): GuideRecord | null {
  const wanted = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : NaN;
  return getDb().guides.find((guide) => guide.id === wanted) ?? null;
}

const NOT_FOUND = 'No NegrilGuide matches the given query.';

/** `PATCH /negril_guide/<id>/`: JSON, or multipart with a new picture; only the fields sent. */
async function updateGuide(request: Request, id: unknown, apiUrl: string): Promise<Response> {
  const guide = findGuide(id);
  if (!guide) return detail(NOT_FOUND, 404);
  const data = await readData(request);
  const { values, errors } = readGuideValues(data, guide);
  const image = 'image' in data ? await readImage(data.image) : null;
  if (typeof image === 'string') errors.image = [image];
  if (hasErrors(errors)) return json(errors, 400);
  Object.assign(guide, values);
  if (image && typeof image !== 'string') keepImage(guide, image);
  saveDb();
  return json(guideAnswer(guide, request, apiUrl));
}

/** `DELETE /negril_guide/<id>/`: the guide and its uploaded picture; 204. */
function removeGuide(id: unknown): Response {
  const guide = findGuide(id);
  if (!guide) return detail(NOT_FOUND, 404);
  const db = getDb();
  db.guides = db.guides.filter((other) => other.id !== guide.id);
  if (guide.image) Reflect.deleteProperty(db.media, guide.image);
  saveDb();
  return noContent();
}

type StaffView = (request: Request) => Response | Promise<Response>;

/** DRF's IsAdminUser, checked before the view looks anything up: 401, then 403. */
function staffOnly(view: StaffView) {
  return authenticated((request: Request, user: UserRecord | null) => {
    if (!user) return detail(NOT_AUTHENTICATED, 401);
    if (!user.is_staff) return detail('You do not have permission to perform this action.', 403);
    return view(request);
  });
}

/** A record's media path as DRF serialises a FileField: an absolute URL. */
function withMediaUrl<T extends { image: string | null }>(
  record: T,
  request: Request,
  apiUrl: string,
) {
  const image = record.image && new URL(`${apiUrl}/media/${record.image}`, request.url).href;
  return { ...record, image };
}

/** A guide as the server answers it; one kept before the exceptions has none. */
function guideAnswer(guide: GuideRecord, request: Request, apiUrl: string) {
  return withMediaUrl(
    { ...guide, hours_exceptions: guide.hours_exceptions ?? null },
    request,
    apiUrl,
  );
}

/** Django serving the media root: stored uploads, and drawn pictures for the seed's files. */
function serveMedia(request: Request, apiUrl: string): Response {
  const prefix = new URL(`${apiUrl}/media/`, request.url).pathname;
  const path = decodeURIComponent(new URL(request.url).pathname.slice(prefix.length));
  const stored = getDb().media[path];
  const bytes = stored && base64ToBytes(stored.dataUrl.slice(stored.dataUrl.indexOf(',') + 1));
  if (stored && bytes) {
    return new HttpResponse(bytes, { headers: { 'Content-Type': stored.contentType } });
  }
  const spec = SEED_MEDIA_FILES[path];
  if (!spec) {
    const headers = { 'Content-Type': 'text/html' };
    return new HttpResponse('<h1>Not Found</h1>', { status: 404, headers });
  }
  return new HttpResponse(renderSvg(spec), { headers: { 'Content-Type': 'image/svg+xml' } });
}

export function siteHandlers({ apiUrl }: ServerOptions): RequestHandler[] {
  return [
    http.get(
      `${apiUrl}/check_status`,
      authenticated((_request, user) =>
        user ? json(user.is_staff) : detail(NOT_AUTHENTICATED, 401),
      ),
    ),
    // Staff only: the list of every account's email and names is not the public's.
    http.get(
      `${apiUrl}/users/all`,
      authenticated((_request, user) => {
        if (!user) return detail(NOT_AUTHENTICATED, 401);
        if (!user.is_staff) {
          return detail('You do not have permission to perform this action.', 403);
        }
        return json(
          getDb().users.map(({ id, email, username, first_name, last_name }) => ({
            id,
            email,
            username,
            first_name,
            last_name,
          })),
        );
      }),
    ),
    http.get(
      `${apiUrl}/press/`,
      authenticated((request) =>
        json(getDb().press.map((item) => withMediaUrl(item, request, apiUrl))),
      ),
    ),
    http.get(
      `${apiUrl}/negril_guide/`,
      authenticated((request) =>
        json(getDb().guides.map((guide) => guideAnswer(guide, request, apiUrl))),
      ),
    ),
    http.post(
      `${apiUrl}/negril_guide/`,
      staffOnly((request) => createGuide(request, apiUrl)),
    ),
    http.patch(`${apiUrl}/negril_guide/:id/`, ({ request, params }) =>
      staffOnly((staffRequest) => updateGuide(staffRequest, params.id, apiUrl))({ request }),
    ),
    http.delete(`${apiUrl}/negril_guide/:id/`, ({ request, params }) =>
      staffOnly(() => removeGuide(params.id))({ request }),
    ),
    http.get(`${apiUrl}/media/*`, ({ request }) => serveMedia(request, apiUrl)),
  ];
}
