import type { UserRecord } from '../seed/types';

/** What every route of the mock product server is given. */

export interface ServerOptions {
  /** The api prefix, relative (`/api`) or absolute (`https://api.example.com/api`). */
  apiUrl: string;
  accessLifetimeSeconds: number;
  refreshLifetimeSeconds: number;
}

export interface ApiRequest {
  request: Request;
  url: URL;
  method: string;
  /** The authenticated user, or null for an anonymous request. */
  user: UserRecord | null;
  /** Path parameters (`:id`) and the rest of a wildcard route (`*`). */
  params: Record<string, string>;
  options: ServerOptions;
}

export type ApiHandler = (api: ApiRequest) => Response | Promise<Response>;

export interface Route {
  /** Relative to the api prefix, with Django's trailing slashes: `v1/auth/users/me/`. */
  pattern: string;
  /** Also matches without the trailing slash (simplejwt's `jwt/create/?`). */
  optionalSlash?: boolean;
  /** False for views that ignore the Authorization header (simplejwt's token views, media). */
  authenticate?: boolean;
  methods: Partial<Record<string, ApiHandler>>;
}

/** The absolute URL of a file under the server's media root, as DRF serialises a FileField. */
export function mediaUrl(api: ApiRequest, path: string): string {
  return new URL(`${api.options.apiUrl}/media/${path}`, api.url).href;
}
