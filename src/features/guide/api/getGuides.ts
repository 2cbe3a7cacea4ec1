import { http } from '../../../lib/http/http';
import { guideWordHeaders } from './guideWordHeader';
import { parseGuideList } from './parse';
import type { Place } from '../model/types';

/** `GET /negril_guide/`: every guide, asked with the guide's word. */
export async function getGuides(word: string): Promise<Place[]> {
  const response = await http.get('/negril_guide/', { headers: guideWordHeaders(word) });
  return parseGuideList(response.data);
}
