import { MalformedResponseError } from '../../../lib/http/errors';
import { http } from '../../../lib/http/http';
import type { PlaceFields } from './draft';
import { parseGuide } from './parse';
import type { Place } from '../model/types';
import { guideFormData } from './guideBody';
import { guideWordHeaders } from './guideWordHeader';

/**
 * `POST /negril_guide/` as multipart form data, with the bearer (admins only). axios sets the
 * multipart Content-Type and its boundary itself for a FormData body.
 */
export async function createGuide(
  fields: PlaceFields,
  image: File | null,
  word: string,
): Promise<Place> {
  const response = await http.post('/negril_guide/', guideFormData(fields, image), {
    headers: guideWordHeaders(word),
  });
  const place = parseGuide(response.data);
  if (!place) throw new MalformedResponseError('the new guide');
  return place;
}
