import { http } from '../../../lib/http/http';
import { guideWordHeaders } from './guide-word-header';
import { parseGuideList } from './parse';
import type { Guide } from '../places/types';

/** `GET /negril_guide/`: every guide, asked with the guide's word. */
export async function getGuides(word: string): Promise<Guide[]> {
  const response = await http.get('/negril_guide/', { headers: guideWordHeaders(word) });
  return parseGuideList(response.data);
}
