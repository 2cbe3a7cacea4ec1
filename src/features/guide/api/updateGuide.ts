import { MalformedResponseError } from '../../../lib/http/errors';
import { http } from '../../../lib/http/http';
import type { PlaceFields } from './draft';
import { parseGuide } from './parse';
import type { Place } from '../model/types';
import { guideFormData } from './guideBody';
import { guideWordHeaders } from './guideWordHeader';

/**
 * `PATCH /negril_guide/<id>/` with the changed fields (admins only): JSON, or multipart form data
 * when a new picture goes with them.
 */
export async function patchGuide(
  id: number,
  changes: Partial<PlaceFields>,
  image: File | null,
  word: string,
): Promise<Place> {
  const response = await http.request({
    method: 'PATCH',
    url: `/negril_guide/${id}/`,
    data: image ? guideFormData(changes, image) : changes,
    headers: guideWordHeaders(word),
  });
  const place = parseGuide(response.data);
  if (!place) throw new MalformedResponseError('the changed guide');
  return place;
}
