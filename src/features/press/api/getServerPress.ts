import { http } from '../../../lib/http/http';
import { parseServerPress } from '../parse';
import type { ServerPressItem } from '../types';

/** The product server's own press list. */
export async function getServerPress(): Promise<ServerPressItem[]> {
  const { data } = await http.get('/press/');
  return parseServerPress(data);
}
