import { MalformedResponseError } from '../../../lib/http/errors';
import { http } from '../../../lib/http/http';
import type { GuideFields } from './draft';
import { parseGuide } from './parse';
import type { Guide } from '../places/types';
import { guideFormData } from './guide-body';
import { guideWordHeaders } from './guide-word-header';

/**
 * `PATCH /negril_guide/<id>/` with the changed fields (admins only): JSON, or multipart form data
 * when a new picture goes with them.
 */
export async function patchGuide(
  id: number,
  changes: Partial<GuideFields>,
  image: File | null,
  word: string,
): Promise<Guide> {
  const response = await http.request({
    method: 'PATCH',
    url: `/negril_guide/${id}/`,
    data: image ? guideFormData(changes, image) : changes,
    headers: guideWordHeaders(word),
  });
  const guide = parseGuide(response.data);
  if (!guide) throw new MalformedResponseError('the changed guide');
  return guide;
}
