import type { RequestHandler } from 'msw';
import { contentBackends } from '../../../src/mocks/contentBackends';
import { CONTENTFUL, INSTAGRAM } from './env';

/** The content service, the social graph and their pictures, as the suite's site is configured. */
export const handlers: RequestHandler[] = contentBackends({
  contentful: {
    host: CONTENTFUL.host,
    spaceId: CONTENTFUL.spaceId,
    environment: CONTENTFUL.environment,
    accessTokens: [CONTENTFUL.accessToken],
  },
  instagram: { apiUrl: INSTAGRAM.apiUrl, accessTokens: [INSTAGRAM.accessToken] },
});
