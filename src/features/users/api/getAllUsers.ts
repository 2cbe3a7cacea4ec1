import { MalformedResponseError } from '../../../lib/http/errors';
import { http } from '../../../lib/http/http';
import { parseAccount } from '../../../lib/identity/account';
import type { UserSummary } from '../types';

/** Rows that are not users are dropped; an answer that is not a list is an error. */
export function parseUserList(data: unknown): UserSummary[] {
  if (!Array.isArray(data)) throw new MalformedResponseError('the list of users');
  return data.map(parseAccount).filter((user): user is UserSummary => user !== undefined);
}

export async function getAllUsers(): Promise<UserSummary[]> {
  const response = await http.get('/users/all');
  return parseUserList(response.data);
}
