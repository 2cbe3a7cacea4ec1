import { http } from '../../../lib/http/http';
import { isRecord } from '../../../lib/records';
import type { Trip } from '../model/trip';
import { parseServerTrip, toWire, type ServerTrip } from '../model/tripWire';

/**
 * Where a trip lives on the server: the account's own trip (`/v1/trip/`), or one trip of those
 * it plans with others (`/v1/trips/<id>/`). Both answer GET and PUT alike; the second also says
 * who added each place, and answers a GET that names the version already seen with a 304.
 */
export const tripUrl = (id: number | null): string =>
  id === null ? '/v1/trip/' : `/v1/trips/${id}/`;

/** `GET` a trip; with `seen` (a version), `'unchanged'` when the server's is still that one. */
export async function getTrip(
  url = tripUrl(null),
  seen?: number,
): Promise<ServerTrip | 'unchanged'> {
  const response = await http.get(url, {
    headers: seen === undefined ? {} : { 'If-None-Match': `"${seen}"` },
    validateStatus: (status) => (status >= 200 && status < 300) || status === 304,
  });
  if (response.status === 304) return 'unchanged';
  return parseServerTrip(response.data);
}

/** A save's outcome: the trip as stored, or the server's newer trip (412) to merge with. */
export type PutOutcome = { saved: ServerTrip } | { conflict: ServerTrip };

/**
 * `PUT` with `If-Match: "<version>"`, the version this browser last saw. A 412 (the trip changed
 * since) comes back as the server's `current` trip; every other failure is thrown.
 */
export async function putTrip(
  trip: Trip,
  version: number,
  url = tripUrl(null),
): Promise<PutOutcome> {
  try {
    const { data } = await http.request({
      method: 'PUT',
      url,
      data: toWire(trip),
      headers: { 'If-Match': `"${version}"` },
    });
    return { saved: parseServerTrip(data) };
  } catch (error) {
    const response: unknown = isRecord(error) ? error.response : undefined;
    if (isRecord(response) && response.status === 412) {
      const body = response.data;
      return { conflict: parseServerTrip(isRecord(body) ? body.current : undefined) };
    }
    throw error;
  }
}
