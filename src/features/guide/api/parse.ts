import { MalformedResponseError } from '../../../lib/http/errors';
import { integerId, isRecord } from '../../../lib/records';
import { parseHoursExceptions, parseOpeningHours } from '../hours/hours';
import type { Place, PriceLevel } from '../model/types';

/**
 * The guide as the server sends it, read defensively: only the id is required. Text fields that
 * are missing or not text become empty; an image that is not a web address is dropped; any other
 * field that is malformed is unknown (`null`), never the reason to drop the guide.
 */

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A coordinate as a number or a numeric text (a DecimalField's JSON), within ±`limit`. */
function coordinate(value: unknown, limit: number): number | null {
  let number: number | null = null;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && DECIMAL.test(value.trim())) number = Number(value);
  return number !== null && Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** A price level 1..4 as a number or its text ("2"); anything else is null. */
export function priceLevel(value: unknown): PriceLevel | null {
  const number = typeof value === 'string' && /^\s*[1-4]\s*$/.test(value) ? Number(value) : value;
  return number === 1 || number === 2 || number === 3 || number === 4 ? number : null;
}

function isHttp(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/** An image address the page may load: absolute http(s), or a path on this site. */
export function imageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) {
    return trimmed;
  }
  try {
    const url = new URL(trimmed);
    return isHttp(url) ? url.href : null;
  } catch {
    return null;
  }
}

const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i;

/**
 * The link a guide's website may become: an http(s) address, or a bare host name such as
 * `www.example.com` (the server keeps the website as free text). Anything else is no link.
 */
export function websiteHref(website: string): string | null {
  const candidate = BARE_HOST.test(website) ? `https://${website}` : website;
  try {
    const url = new URL(candidate);
    return isHttp(url) && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

export function parseGuide(value: unknown): Place | null {
  if (!isRecord(value)) return null;
  const id = integerId(value.id);
  if (id === null) return null;
  const latitude = coordinate(value.latitude, 90);
  const longitude = coordinate(value.longitude, 180);
  const located = latitude !== null && longitude !== null;
  return {
    id,
    name: text(value.name),
    category: text(value.category),
    sub_category: text(value.sub_category),
    description: typeof value.description === 'string' ? value.description.trim() : '',
    image: imageUrl(value.image),
    website: text(value.website),
    location: text(value.location),
    latitude: located ? latitude : null,
    longitude: located ? longitude : null,
    opening_hours: parseOpeningHours(value.opening_hours),
    hours_exceptions: parseHoursExceptions(value.hours_exceptions),
    price_level: priceLevel(value.price_level),
    phone: text(value.phone),
    booking_url: text(value.booking_url),
  };
}

/** Rows that are not guides (or repeat an id) are dropped; an answer that is not a list is an error. */
export function parseGuideList(data: unknown): Place[] {
  if (!Array.isArray(data)) throw new MalformedResponseError('the Negril guide');
  const seen = new Set<number>();
  const places: Place[] = [];
  for (const row of data) {
    const place = parseGuide(row);
    if (!place || seen.has(place.id)) continue;
    seen.add(place.id);
    places.push(place);
  }
  return places;
}
