import { http } from '../../../lib/http';
import { parseGuideList } from '../parse';
import type { Guide } from '../types';

/** `GET /negril_guide/`: every guide. */
export async function getGuides(): Promise<Guide[]> {
  const response = await http.get('/negril_guide/');
  return parseGuideList(response.data);
}
