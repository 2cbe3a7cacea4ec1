import { http, HttpResponse, type RequestHandler } from 'msw';
import { GUIDE_TEXT_FIELDS } from '../../features/guide/api/draft';
import { WEEKDAYS, type PriceLevel, type Weekday } from '../../features/guide/places/types';
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
  readFields,
  type FieldErrors,
  type ServerOptions,
} from './common';
import type { UserRecord, WireExceptions } from '../seed/types';

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

const URL_PATTERN = /^https?:\/\/[^\s/]+\.[^\s]+$/;
const PHONE_MAX = 40;
const HOURS_FORMAT =
  'Enter the hours as {"mon": [["09:00", "17:00"]], ...}: days mon to sun, times from 00:00 to 24:00.';

type GuideValues = Partial<Omit<GuideRecord, 'id' | 'image'>>;

/** DRF's FloatField with bounds (the coordinates); left out, '' or null: none. */
function readFloat(raw: unknown, limit: number): number | null | string {
  if (raw === undefined || raw === null || raw === '') return null;
  const text = typeof raw === 'string' ? raw.trim() : raw;
  const value =
    typeof text === 'number' || (typeof text === 'string' && /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text))
      ? Number(text)
      : NaN;
  if (!Number.isFinite(value)) return 'A valid number is required.';
  if (value > limit) return `Ensure this value is less than or equal to ${limit}.`;
  if (value < -limit) return `Ensure this value is greater than or equal to -${limit}.`;
  return value;
}

/** DRF's IntegerField from 1 to 4 (the price level); left out, '' or null: none. */
function readPriceLevel(raw: unknown): PriceLevel | null | string {
  if (raw === undefined || raw === null || raw === '') return null;
  const text = typeof raw === 'string' ? raw.trim() : raw;
  const value =
    (typeof text === 'number' && Number.isInteger(text)) ||
    (typeof text === 'string' && /^[-+]?\d+$/.test(text))
      ? Number(text)
      : NaN;
  if (Number.isNaN(value)) return 'A valid integer is required.';
  if (value > 4) return 'Ensure this value is less than or equal to 4.';
  if (value < 1) return 'Ensure this value is greater than or equal to 1.';
  return value as PriceLevel;
}

const WIRE_TIME = /^([01]\d|2[0-4]):[0-5]\d$/;

function isWireTime(value: unknown): value is string {
  return typeof value === 'string' && WIRE_TIME.test(value) && value <= '24:00';
}

/** A JSON text that does not parse. */
const NOT_JSON = Symbol('not JSON');

/**
 * A JSON field's value: as it came in a JSON body, or parsed from its text in a multipart form,
 * where "" and "null" clear it (null).
 */
function jsonField(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  if (raw.trim() === '' || raw.trim() === 'null') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/**
 * The opening hours: a JSON object (a JSON text in a multipart form, where "" or "null" clears
 * them) of days `mon`..`sun`, each a list of ["HH:MM", "HH:MM"] spans; a close not after the open
 * passes midnight.
 */
function readHours(raw: unknown): GuideRecord['opening_hours'] | string {
  const value = jsonField(raw);
  if (value === NOT_JSON) return 'Value must be valid JSON.';
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return HOURS_FORMAT;
  const hours: NonNullable<GuideRecord['opening_hours']> = {};
  for (const [day, spans] of Object.entries(value)) {
    if (!(WEEKDAYS as readonly string[]).includes(day) || !Array.isArray(spans))
      return HOURS_FORMAT;
    const read: [string, string][] = [];
    for (const span of spans as unknown[]) {
      if (!Array.isArray(span) || span.length !== 2) return HOURS_FORMAT;
      const [open, close] = span as unknown[];
      if (!isWireTime(open) || !isWireTime(close) || open === '24:00') return HOURS_FORMAT;
      read.push([open, close]);
    }
    hours[day as Weekday] = read;
  }
  return hours;
}

const EXCEPTIONS_FORMAT =
  'Hours exceptions must be an object keyed by date, e.g. {"2026-12-25": []}.';

/** JSON as Python's `json.dumps` writes it (", " and ": " between items), for the same sentences. */
function pythonJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const items = Object.entries(value).map(
      ([key, item]) => `${JSON.stringify(key)}: ${pythonJson(item)}`,
    );
    return `{${items.join(', ')}}`;
  }
  return JSON.stringify(value);
}

function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * The hours' exceptions: a JSON object (a JSON text in a multipart form, where "" or "null"
 * clears them) of dates `YYYY-MM-DD`, each a list of ["HH:MM", "HH:MM"] spans ([] closed), kept in
 * date order; every problem is told, in the reference server's sentences.
 */
function readExceptions(raw: unknown): WireExceptions | null | string[] {
  const value = jsonField(raw);
  if (value === NOT_JSON) return ['Hours exceptions are not valid JSON.'];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return [EXCEPTIONS_FORMAT];
  const problems: string[] = [];
  const exceptions: WireExceptions = {};
  for (const [date, spans] of Object.entries(value)) {
    if (!isRealDate(date)) {
      problems.push(`"${date}" is not a date: write it as YYYY-MM-DD, e.g. 2026-12-25.`);
      continue;
    }
    if (!Array.isArray(spans)) {
      problems.push(`${date}: give a list of ["HH:MM", "HH:MM"] spans ([] when closed).`);
      continue;
    }
    const read: [string, string][] = [];
    for (const span of spans as unknown[]) {
      if (!Array.isArray(span) || span.length !== 2) {
        problems.push(`${date}: each span is a pair ["HH:MM", "HH:MM"] (open, close).`);
        continue;
      }
      const [open, close] = span as unknown[];
      if (!isWireTime(open) || !isWireTime(close)) {
        problems.push(
          `${date}: ${pythonJson(span)} is not a pair of times from 00:00 to 24:00 written HH:MM.`,
        );
      } else if (open === '24:00') {
        problems.push(`${date}: a span cannot open at 24:00 (use 00:00).`);
      } else read.push([open, close]);
    }
    exceptions[date] = read;
  }
  if (problems.length > 0) return problems;
  return Object.fromEntries(Object.entries(exceptions).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The guide serializer's fields: every one for a new guide, only those sent for a partial update
 * (`current`: the guide being changed). DRF reports every field's errors at once.
 */
function readGuideValues(
  data: Record<string, unknown>,
  current: GuideRecord | null,
): { values: GuideValues; errors: FieldErrors } {
  const sent = (name: string) => !current || name in data;
  const texts = GUIDE_TEXT_FIELDS.filter(sent);
  const { values: read, errors } = readFields<(typeof GUIDE_TEXT_FIELDS)[number]>(
    data,
    texts.filter((name) => name === 'name'),
    texts.filter((name) => name !== 'name'),
  );
  const values: GuideValues = read;
  for (const name of ['website', 'booking_url'] as const) {
    const address = values[name];
    if (address && !URL_PATTERN.test(address)) errors[name] = ['Enter a valid URL.'];
  }
  if ((values.phone ?? '').length > PHONE_MAX) {
    errors.phone = [`Ensure this field has no more than ${PHONE_MAX} characters.`];
  }
  for (const [name, limit] of [
    ['latitude', 90],
    ['longitude', 180],
  ] as const) {
    if (!sent(name)) continue;
    const value = readFloat(data[name], limit);
    if (typeof value === 'string') errors[name] = [value];
    else values[name] = value;
  }
  // A place has both coordinates or neither (the model's check).
  const latitude = values.latitude !== undefined ? values.latitude : (current?.latitude ?? null);
  const longitude =
    values.longitude !== undefined ? values.longitude : (current?.longitude ?? null);
  if (!errors.latitude && !errors.longitude && (latitude === null) !== (longitude === null)) {
    const missing = latitude === null ? 'latitude' : 'longitude';
    errors[missing] = ['Give both latitude and longitude, or neither.'];
  }
  if (sent('price_level')) {
    const level = readPriceLevel(data.price_level);
    if (typeof level === 'string') errors.price_level = [level];
    else values.price_level = level;
  }
  if (sent('opening_hours')) {
    const hours = readHours(data.opening_hours);
    if (typeof hours === 'string') errors.opening_hours = [hours];
    else values.opening_hours = hours;
  }
  if (sent('hours_exceptions')) {
    const exceptions = readExceptions(data.hours_exceptions);
    if (Array.isArray(exceptions)) errors.hours_exceptions = exceptions;
    else values.hours_exceptions = exceptions;
  }
  return { values, errors };
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
