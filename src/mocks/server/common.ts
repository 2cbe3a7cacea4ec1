import { HttpResponse, type JsonBodyType } from 'msw';
import { getDb } from '../db';
import type { UserRecord } from '../seed/types';
import { checkToken } from './tokens';

/** What the product server's views share: options, answers, authentication, request fields. */

export interface ServerOptions {
  /** The api prefix, relative (`/api`) or absolute (`https://api.example.com/api`). */
  apiUrl: string;
  accessLifetimeSeconds: number;
  /** The Firebase project whose ID tokens the demo takes, when Firebase is configured. */
  firebaseProjectId?: string;
}

export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });
export const noContent = () => new HttpResponse(null, { status: 204 });
export const detail = (message: string, status: number) => json({ detail: message }, status);

export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';

/**
 * simplejwt's authentication, which DRF runs before any view: no `Bearer`/`JWT` header is an
 * anonymous request, and a bad, expired or refresh token is a 401 even on a public endpoint.
 */
function authenticate(request: Request): UserRecord | null | Response {
  const [prefix, token = ''] = (request.headers.get('Authorization') ?? '').trim().split(/\s+/);
  if (prefix !== 'Bearer' && prefix !== 'JWT') return null;
  const checked = checkToken(token, 'access');
  const user = getDb().users.find((candidate) => candidate.id === checked && candidate.is_active);
  if (user) return user;
  // A deleted account's unexpired token: simplejwt's own answer.
  if (typeof checked === 'number' && !getDb().users.some((candidate) => candidate.id === checked)) {
    return json({ detail: 'User not found', code: 'user_not_found' }, 401);
  }
  const message = typeof checked === 'string' ? checked : 'Token is invalid or expired';
  return json(
    {
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [{ token_class: 'AccessToken', token_type: 'access', message }],
    },
    401,
  );
}

type View = (request: Request, user: UserRecord | null) => Response | Promise<Response>;

/** A view behind the authentication. */
export function authenticated(handle: View) {
  return ({ request }: { request: Request }) => {
    const user = authenticate(request);
    return user instanceof Response ? user : handle(request, user);
  };
}

/** The body's fields, sent as JSON (axios's default) or as multipart form data. */
export async function readData(request: Request): Promise<Record<string, unknown>> {
  try {
    if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
      return Object.fromEntries(await request.formData());
    }
    const data: unknown = await request.json();
    return typeof data === 'object' && data !== null ? { ...data } : {};
  } catch {
    return {};
  }
}

export type FieldErrors = Record<string, string[]>;

/**
 * DRF's CharFields: each value trimmed, and "required" or "may not be blank" for a required one
 * that is missing or empty, in the serializer's order.
 */
export function readFields<Name extends string>(
  data: Record<string, unknown>,
  required: readonly Name[],
  optional: readonly Name[] = [],
): { values: Record<Name, string>; errors: FieldErrors } {
  const values = {} as Record<Name, string>;
  const errors: FieldErrors = {};
  for (const name of [...required, ...optional]) {
    const raw = data[name];
    values[name] = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
    if (!required.includes(name)) continue;
    if (raw === undefined) errors[name] = ['This field is required.'];
    else if (values[name] === '') errors[name] = ['This field may not be blank.'];
  }
  return { values, errors };
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
