import { http } from '../../../lib/http/http';
import { isRecord } from '../../../lib/records';
import type { Trip } from '../model/trip';
import { parseServerTrip, toWire, type ServerTrip } from '../model/tripWire';

/** `GET /v1/trip/`: the signed-in account's trip (version 0 and one empty day when it has none). */
export async function getTrip(): Promise<ServerTrip> {
  const { data } = await http.get('/v1/trip/');
  return parseServerTrip(data);
}

/** A save's outcome: the trip as stored, or the server's newer trip (412) to merge with. */
export type PutOutcome = { saved: ServerTrip } | { conflict: ServerTrip };

/**
 * `PUT /v1/trip/` with `If-Match: "<version>"`, the version this browser last saw. A 412 (the
 * trip changed since) comes back as the server's `current` trip; every other failure is thrown.
 */
export async function putTrip(trip: Trip, version: number): Promise<PutOutcome> {
  try {
    const { data } = await http.request({
      method: 'PUT',
      url: '/v1/trip/',
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
