import { MalformedResponseError, toApiError } from '../../../lib/http/errors';
import { http } from '../../../lib/http/http';
import { isRecord } from '../../../lib/records';

/**
 * The account's own data and its deletion (the account screen's calls, in its chunk). What the
 * server sends is handed on as it is: "Download my data" gives the visitor what the server holds.
 */

/** `GET users/me/`: the profile as the server keeps it. */
export async function getProfile(): Promise<Record<string, unknown>> {
  const { data } = await http.get('/v1/auth/users/me/');
  if (!isRecord(data)) throw new MalformedResponseError('your account');
  return data;
}

/** `GET trip/`: the trip kept with the account; null when the server keeps no trips (404). */
export async function getServerTrip(): Promise<Record<string, unknown> | null> {
  try {
    const { data } = await http.get('/v1/trip/');
    if (!isRecord(data)) throw new MalformedResponseError('your trip');
    return data;
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
}

/**
 * `GET trips/` and each `GET trips/<id>/`: every trip the account belongs to, as the server keeps
 * it; null when the server plans no trips together (404).
 */
export async function getTripsTogether(): Promise<Record<string, unknown>[] | null> {
  let list: unknown;
  try {
    ({ data: list } = await http.get('/v1/trips/'));
  } catch (error) {
    if (toApiError(error).status === 404) return null;
    throw error;
  }
  if (!Array.isArray(list)) throw new MalformedResponseError('your trips');
  const ids = list.flatMap((trip) =>
    isRecord(trip) && typeof trip.id === 'number' ? [trip.id] : [],
  );
  // One after the other (the server throttles an account's trip requests together), and a trip
  // that fails (left meanwhile: 404) is left out rather than failing the whole file.
  const trips: Record<string, unknown>[] = [];
  for (const id of ids) {
    try {
      const { data } = await http.get(`/v1/trips/${id}/`);
      if (isRecord(data)) trips.push(data);
    } catch (error) {
      if (toApiError(error).status !== 404) throw error;
    }
  }
  return trips;
}

/**
 * The guide's places by id, for the file to name each place of a trip; empty when the list cannot
 * be had (a private guide without its word, the network): the places are then named by number.
 */
export async function getPlaceNames(word: string): Promise<ReadonlyMap<number, string>> {
  try {
    const { getGuides, placeName } = await import('../../guide/data');
    return new Map((await getGuides(word)).map((place) => [place.id, placeName(place)]));
  } catch {
    return new Map();
  }
}

/** djoser's deletion of a password account: 204, or 400 `{current_password: [...]}`. */
export async function deleteWithPassword(currentPassword: string): Promise<void> {
  await http.request({
    method: 'DELETE',
    url: '/v1/auth/users/me/',
    data: { current_password: currentPassword },
  });
}

/**
 * The deletion of an account made through Google, proved by a fresh Google sign-in's ID token:
 * 204, 400 `{id_token: [...]}` (not verified), 403 (another account, or a sign-in too old).
 */
export async function deleteWithGoogle(idToken: string): Promise<void> {
  await http.post('/v1/auth/firebase/delete/', { id_token: idToken });
}
