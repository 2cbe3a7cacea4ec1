import { http } from '../../../lib/http';

/** `DELETE /negril_guide/<id>/` (admins only); the server answers 204. */
export async function deleteGuideById(id: number): Promise<void> {
  await http.request({ method: 'DELETE', url: `/negril_guide/${id}/` });
}
