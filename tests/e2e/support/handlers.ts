import type { RequestHandler } from 'msw';
import { contentfulHandlers } from '../../../src/mocks/contentful';
import { imageHandlers } from '../../../src/mocks/images/handlers';
import { instagramHandlers } from '../../../src/mocks/instagram';
import { CONTENTFUL, INSTAGRAM } from './env';

/** The content service, the social graph and their pictures, as the suite's site is configured. */
export const handlers: RequestHandler[] = [
  ...contentfulHandlers({
    host: CONTENTFUL.host,
    spaceId: CONTENTFUL.spaceId,
    environment: CONTENTFUL.environment,
    accessTokens: [CONTENTFUL.accessToken],
  }),
  ...instagramHandlers({ apiUrl: INSTAGRAM.apiUrl, accessTokens: [INSTAGRAM.accessToken] }),
  ...imageHandlers,
];
