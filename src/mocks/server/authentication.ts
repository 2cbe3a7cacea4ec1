import { getDb } from '../db';
import type { UserRecord } from '../seed/types';
import type { ApiRequest } from './context';
import { checkToken } from './jwt';
import { detail, json, NOT_AUTHENTICATED, PERMISSION_DENIED } from './responses';

/**
 * simplejwt's JWTAuthentication, which DRF runs before any permission check: no header, or a
 * header with another prefix, is an anonymous request; a `Bearer`/`JWT` header whose token is
 * bad, expired or of the wrong type is a 401 even on a public endpoint.
 */

const HEADER_TYPES = ['Bearer', 'JWT'];

export type Authentication =
  { ok: true; user: UserRecord | null } | { ok: false; response: Response };

export function authenticate(request: Request): Authentication {
  const header = request.headers.get('Authorization');
  if (header === null) return { ok: true, user: null };
  const parts = header.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0 || !HEADER_TYPES.includes(parts[0] ?? '')) return { ok: true, user: null };
  if (parts.length !== 2) {
    return {
      ok: false,
      response: json(
        {
          detail: 'Authorization header must contain two space-delimited values',
          code: 'bad_authorization_header',
        },
        401,
      ),
    };
  }
  const check = checkToken(parts[1] ?? '', 'access');
  if (!check.ok) {
    return {
      ok: false,
      response: json(
        {
          detail: 'Given token not valid for any token type',
          code: 'token_not_valid',
          messages: [{ token_class: 'AccessToken', token_type: 'access', message: check.message }],
        },
        401,
      ),
    };
  }
  const user = getDb().users.find((candidate) => candidate.id === check.payload.user_id);
  if (!user) {
    return { ok: false, response: json({ detail: 'User not found', code: 'user_not_found' }, 401) };
  }
  if (!user.is_active) {
    return {
      ok: false,
      response: json({ detail: 'User is inactive', code: 'user_inactive' }, 401),
    };
  }
  return { ok: true, user };
}

/** IsAuthenticated: the signed-in user, or the 401 to answer. */
export function signedInUser(api: ApiRequest): UserRecord | Response {
  return api.user ?? detail(NOT_AUTHENTICATED, 401);
}

/** IsAdminUser: 401 when anonymous, 403 when signed in without staff status. */
export function staffUser(api: ApiRequest): UserRecord | Response {
  if (!api.user) return detail(NOT_AUTHENTICATED, 401);
  return api.user.is_staff ? api.user : detail(PERMISSION_DENIED, 403);
}
