import { HttpResponse } from 'msw';
import { isRecord } from '../../lib/storage';
import { getDb, nextId, saveDb } from '../db';
import { renderSvg } from '../images/svg';
import { guideImageSpecs } from '../seed/guides';
import { pressImageSpecs } from '../seed/press';
import type { GuideRecord, PressRecord } from '../seed/types';
import { base64ToBytes, bytesToBase64 } from '../util/encoding';
import { signedInUser, staffUser } from './authentication';
import { mediaUrl, type ApiRequest, type Route } from './context';
import { charField, isValidUrl, readBody, notADictionary, type FieldErrors } from './forms';
import { fieldErrors, json, notFoundPage } from './responses';

/**
 * The product's own endpoints (the specification's table): the admin check, the user list, the
 * press list and the Negril guides, with uploads kept in the database as data: URLs and served
 * back under the media root.
 */

/** Uploads are kept in the visitor's localStorage, so the demo caps their size. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

const NOT_AN_IMAGE =
  'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';

const SEED_MEDIA_FILES = { ...guideImageSpecs(), ...pressImageSpecs() };

function checkStatus(api: ApiRequest): Response {
  const user = signedInUser(api);
  if (user instanceof Response) return user;
  return json(user.is_staff);
}

function allUsers(): Response {
  return json(
    getDb().users.map((user) => ({
      id: user.id,
      email: user.email,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
    })),
  );
}

function serializePress(api: ApiRequest, item: PressRecord) {
  return { ...item, image: item.image ? mediaUrl(api, item.image) : null };
}

function serializeGuide(api: ApiRequest, guide: GuideRecord) {
  return { ...guide, image: guide.image ? mediaUrl(api, guide.image) : null };
}

function listPress(api: ApiRequest): Response {
  return json(getDb().press.map((item) => serializePress(api, item)));
}

function listGuides(api: ApiRequest): Response {
  return json(getDb().guides.map((guide) => serializeGuide(api, guide)));
}

/** What Pillow would recognise, by the file's first bytes. */
function sniffImage(bytes: Uint8Array): { type: string; extension: string } | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) {
    return { type: 'image/png', extension: 'png' };
  }
  if (starts(0xff, 0xd8, 0xff)) return { type: 'image/jpeg', extension: 'jpg' };
  if (
    starts(0x47, 0x49, 0x46, 0x38) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return { type: 'image/gif', extension: 'gif' };
  }
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') {
    return { type: 'image/webp', extension: 'webp' };
  }
  return null;
}

/** Django's get_valid_filename, plus a suffix when the name is taken (as its storage does). */
function storageName(folder: string, fileName: string, extension: string): string {
  const base =
    fileName
      .trim()
      .replace(/\s+/g, '_')
      .replace(/[^-\w.]/g, '')
      .replace(/\.[^.]*$/, '')
      .slice(0, 80) || 'image';
  const media = getDb().media;
  let candidate = `${folder}/${base}.${extension}`;
  let counter = 1;
  while (candidate in media || candidate in SEED_MEDIA_FILES) {
    candidate = `${folder}/${base}_${counter.toString(36).padStart(7, 'x')}.${extension}`;
    counter += 1;
  }
  return candidate;
}

/**
 * A file of a multipart body. Checked by shape: under jsdom the body's files are Node's, not the
 * window's `Blob`, so `instanceof` would miss them.
 */
interface UploadedFile {
  size: number;
  name?: unknown;
  arrayBuffer(): Promise<ArrayBuffer>;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<UploadedFile>).size === 'number' &&
    typeof (value as Partial<UploadedFile>).arrayBuffer === 'function'
  );
}

type ImageRead = { ok: true; path: string | null } | { ok: false; errors: string[] };

async function readImage(value: unknown): Promise<ImageRead> {
  if (value === undefined || value === null || value === '') return { ok: true, path: null };
  if (!isUploadedFile(value)) {
    return {
      ok: false,
      errors: ['The submitted data was not a file. Check the encoding type on the form.'],
    };
  }
  if (value.size === 0) return { ok: false, errors: ['The submitted file is empty.'] };
  if (value.size > MAX_UPLOAD_BYTES) {
    const megabytes = (value.size / (1024 * 1024)).toFixed(1);
    return {
      ok: false,
      errors: [`The demo keeps images of up to 2 MB; this file is ${megabytes} MB.`],
    };
  }
  const bytes = new Uint8Array(await value.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) return { ok: false, errors: [NOT_AN_IMAGE] };
  const name = typeof value.name === 'string' ? value.name : 'image';
  const path = storageName('negril_guide', name, kind.extension);
  getDb().media[path] = {
    contentType: kind.type,
    size: bytes.length,
    dataUrl: `data:${kind.type};base64,${bytesToBase64(bytes)}`,
  };
  return { ok: true, path };
}

async function createGuide(api: ApiRequest): Promise<Response> {
  const admin = staffUser(api);
  if (admin instanceof Response) return admin;
  const body = await readBody(api.request);
  if (!body.ok) return body.response;
  const problem = notADictionary(body.data);
  if (problem) return fieldErrors(problem);
  const data = isRecord(body.data) ? body.data : {};
  const errors: FieldErrors = {};
  const optional = { required: false, allowBlank: true, maxLength: 255 };
  const name = charField(data, 'name', errors, { maxLength: 255 });
  const category = charField(data, 'category', errors, optional);
  const sub_category = charField(data, 'sub_category', errors, optional);
  const description = charField(data, 'description', errors, { ...optional, maxLength: 5000 });
  const website = charField(data, 'website', errors, { ...optional, maxLength: 200 });
  if (!errors.website && website !== '' && !isValidUrl(website)) {
    errors.website = ['Enter a valid URL.'];
  }
  const location = charField(data, 'location', errors, optional);
  // The file is only stored once every other field is valid.
  if (hasFieldErrors(errors)) {
    const image = await peekImage(data.image);
    return fieldErrors(image ? { ...errors, image } : errors);
  }
  const image = await readImage(data.image);
  if (!image.ok) return fieldErrors({ image: image.errors });
  const db = getDb();
  const guide: GuideRecord = {
    id: nextId(db.guides),
    name,
    category,
    sub_category,
    description,
    website,
    location,
    image: image.path,
  };
  db.guides.push(guide);
  saveDb();
  return json(serializeGuide(api, guide), 201);
}

function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The image's own errors, without storing it (DRF reports every field's errors at once). */
async function peekImage(value: unknown): Promise<string[] | null> {
  if (value === undefined || value === null || value === '') return null;
  if (!isUploadedFile(value)) {
    return ['The submitted data was not a file. Check the encoding type on the form.'];
  }
  if (value.size === 0) return ['The submitted file is empty.'];
  if (value.size > MAX_UPLOAD_BYTES) return null;
  const head = new Uint8Array(await value.arrayBuffer()).subarray(0, 16);
  return sniffImage(head) ? null : [NOT_AN_IMAGE];
}

/** Django serving the media root: stored uploads, and drawn pictures for the seed's files. */
function serveMedia(api: ApiRequest): Response {
  const path = api.params.rest ?? '';
  const stored = getDb().media[path];
  if (stored) {
    const base64 = stored.dataUrl.slice(stored.dataUrl.indexOf(',') + 1);
    const bytes = base64ToBytes(base64);
    if (bytes) {
      return new HttpResponse(bytes, {
        headers: {
          'Content-Type': stored.contentType,
          'Content-Length': String(bytes.length),
          'Cache-Control': 'max-age=3600',
        },
      });
    }
  }
  const spec = SEED_MEDIA_FILES[path];
  if (!spec) return notFoundPage();
  return new HttpResponse(renderSvg(spec), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=86400' },
  });
}

export const siteRoutes: Route[] = [
  { pattern: 'check_status', methods: { GET: checkStatus } },
  { pattern: 'users/all', methods: { GET: allUsers } },
  { pattern: 'press/', methods: { GET: listPress } },
  { pattern: 'negril_guide/', methods: { GET: listGuides, POST: createGuide } },
  { pattern: 'media/*', authenticate: false, methods: { GET: serveMedia } },
];
