import { http } from '../../../lib/http/http';
import { guideWordHeaders } from './guideWordHeader';

/** `DELETE /negril_guide/<id>/` (admins only); the server answers 204. */
export async function deleteGuideById(id: number, word: string): Promise<void> {
  await http.request({
    method: 'DELETE',
    url: `/negril_guide/${id}/`,
    headers: guideWordHeaders(word),
  });
}
