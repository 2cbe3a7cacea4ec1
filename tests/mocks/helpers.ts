import { SEED_CREDENTIALS } from '../../src/mocks/seed/users';

/**
 * Plain fetch calls to the mock backends, as the site's clients make them. Node's fetch needs
 * absolute URLs, so paths are resolved against the jsdom page's origin.
 */

export const API = `${location.origin}/api`;

export interface CallOptions {
  method?: string;
  json?: unknown;
  form?: FormData;
  token?: string;
  /** The whole Authorization header, when a test needs an unusual one. */
  authorization?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
}

export async function call(url: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.authorization) headers.Authorization = options.authorization;
  const response = await fetch(url.startsWith('http') ? url : `${API}/${url}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('Content-Type') ?? '').includes('json') && text !== '') {
    parsed = JSON.parse(text) as unknown;
  }
  return { status: response.status, body: parsed, text, headers: response.headers };
}

export interface TokenPair {
  access: string;
  refresh: string;
}

export async function signIn(email: string, password: string): Promise<TokenPair> {
  const result = await call('v1/auth/jwt/create/', { json: { email, password } });
  if (result.status !== 200) throw new Error(`sign-in failed: ${result.text}`);
  return result.body as TokenPair;
}

export const signInAdmin = () =>
  signIn(SEED_CREDENTIALS.admin.email, SEED_CREDENTIALS.admin.password);
export const signInReader = () =>
  signIn(SEED_CREDENTIALS.reader.email, SEED_CREDENTIALS.reader.password);

/** A file as a visitor would pick it (src/mocks/node.ts lets jsdom's files be sent). */
export function file(bytes: number[] | Uint8Array, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

export const PNG_BYTES = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
  0x89,
];

/** The payload of a JWT, read without checking it. */
export function jwtPayload(token: string): Record<string, unknown> {
  const segment = token.split('.')[1] ?? '';
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))) as Record<
    string,
    unknown
  >;
}

/** The fields of a guide the tests read back from the mock server. */
export interface GuideBody {
  id: number;
  name: string;
  category: string;
  image: string | null;
}

/** A guide as a multipart form, with its picture if given. */
export function guideForm(fields: Record<string, string>, image?: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('image', image);
  return form;
}

/** A guide with every text field filled in. */
export const GUIDE = {
  name: "Miss Lily's Jerk Hut",
  category: 'Food & Drink',
  sub_category: 'Jerk',
  description: 'Pimento smoke and a hammock.',
  website: 'https://example.com/miss-lily',
  location: 'West End Road, Negril',
};

/** The address of one guide, under API. */
export const detailOf = (id: number) => `negril_guide/${id}/`;

/** A registration as the sign-up form sends it, with a strong password. */
export const NEW_USER = {
  email: 'new@example.com',
  username: 'new@example.com',
  first_name: 'New',
  last_name: 'Person',
  password: 'Treasure-Beach-44',
  re_password: 'Treasure-Beach-44',
};
