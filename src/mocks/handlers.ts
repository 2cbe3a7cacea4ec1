import type { RequestHandler } from 'msw';
import { config, DEFAULT_INSTAGRAM_API_URL, DEMO_SETTINGS, type AppConfig } from '../config';
import { contentfulHandlers } from './contentful';
import { imageHandlers } from './images/handlers';
import { instagramHandlers } from './instagram';
import { DEFAULT_ACCESS_LIFETIME_SECONDS } from './server/tokens';
import { accountHandlers } from './server/accounts';
import { deletionHandlers } from './server/deletion';
import { siteHandlers } from './server/site';
import { tripHandlers } from './server/trips/trip';
import { tripsHandlers } from './server/trips/trips';
import { tileHandlers } from './tiles';

/**
 * The mock backends in one list: the product's server (djoser + simplejwt), the Contentful
 * Delivery API, the Instagram Graph API, the image hosts their data points at and the map's
 * tiles (the demo's own, on this origin). The demo's
 * service worker and the tests' msw/node server both use them.
 */

export interface MockOptions {
  /** The product server's prefix, relative (`/api`) or absolute. */
  apiUrl: string;
  contentful: {
    host: string;
    spaceId: string;
    environment: string;
    /** A delivery token accepted besides the demo's own (`DEMO_SETTINGS`). */
    accessToken?: string;
  };
  instagramApiUrl: string;
  /**
   * A token accepted besides the demo's own. The empty string means `instagramApiUrl` is a
   * proxy that adds the token itself, so requests need none.
   */
  instagramAccessToken?: string;
  /** Lifetime of access tokens; simplejwt's default is 300 s. */
  accessLifetimeSeconds?: number;
  /** The Firebase project whose ID tokens `auth/firebase/` takes besides the demo's stand-in. */
  firebaseProjectId?: string;
}

export const DEFAULT_CONTENTFUL_HOST = 'cdn.contentful.com';

export function defaultMockOptions(appConfig: AppConfig): MockOptions {
  const contentful = appConfig.contentful.configured
    ? {
        host: appConfig.contentful.settings.host ?? DEFAULT_CONTENTFUL_HOST,
        spaceId: appConfig.contentful.settings.spaceId,
        environment: appConfig.contentful.settings.environment,
        accessToken: appConfig.contentful.settings.accessToken,
      }
    : {
        host: DEFAULT_CONTENTFUL_HOST,
        spaceId: DEMO_SETTINGS.contentfulSpaceId,
        environment: 'master',
      };
  const instagram = appConfig.instagram.configured
    ? {
        instagramApiUrl: appConfig.instagram.settings.apiUrl,
        instagramAccessToken: appConfig.instagram.settings.accessToken,
      }
    : { instagramApiUrl: DEFAULT_INSTAGRAM_API_URL };
  const firebase = appConfig.firebase.configured
    ? { firebaseProjectId: appConfig.firebase.settings.projectId }
    : {};
  return { apiUrl: appConfig.apiUrl, contentful, ...instagram, ...firebase };
}

const tokens = (...candidates: (string | undefined)[]) =>
  candidates.filter((token): token is string => Boolean(token));

export function createHandlers(options: MockOptions): RequestHandler[] {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const instagramApiUrl = options.instagramApiUrl.replace(/\/+$/, '');
  const server = {
    apiUrl,
    accessLifetimeSeconds: options.accessLifetimeSeconds ?? DEFAULT_ACCESS_LIFETIME_SECONDS,
    firebaseProjectId: options.firebaseProjectId,
  };
  return [
    ...imageHandlers,
    ...tileHandlers,
    ...contentfulHandlers({
      host: options.contentful.host,
      spaceId: options.contentful.spaceId,
      environment: options.contentful.environment,
      accessTokens: tokens(DEMO_SETTINGS.contentfulAccessToken, options.contentful.accessToken),
    }),
    // Before the product server: a proxy for the graph may live under the same prefix.
    ...instagramHandlers({
      apiUrl: instagramApiUrl,
      accessTokens:
        options.instagramAccessToken === ''
          ? []
          : tokens(DEMO_SETTINGS.instagramAccessToken, options.instagramAccessToken),
    }),
    ...accountHandlers(server),
    ...deletionHandlers(server),
    ...tripHandlers(server),
    ...tripsHandlers(server),
    ...siteHandlers(server),
  ];
}

export const handlers: RequestHandler[] = createHandlers(defaultMockOptions(config));
