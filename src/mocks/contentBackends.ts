import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { config } from '../config';
import { contentfulHandlers, type ContentfulMockOptions } from './contentful';
import { imageHandlers } from './images/handlers';
import { instagramHandlers, type InstagramMockOptions } from './instagram';

/** The content service, the social graph and their pictures, answering the given settings. */
export function contentBackends(options: {
  contentful?: ContentfulMockOptions;
  instagram?: InstagramMockOptions;
}): RequestHandler[] {
  return [
    ...(options.contentful ? contentfulHandlers(options.contentful) : []),
    ...(options.instagram ? instagramHandlers(options.instagram) : []),
    ...imageHandlers,
  ];
}

/**
 * For a build with `PAINT_MOCK_BACKENDS=true` (the end-to-end suite's, loaded by
 * vite-plugins/painted/painted-pages.ts): the content service and the social graph answer the build in Node
 * as the build is configured, with the handlers that answer the suite's browser
 * (tests/e2e/support/handlers.ts), so its pages are painted with the content they then show.
 * Returns how to stop answering.
 */
export function answerBuildRequests(): () => void {
  const { contentful, instagram } = config;
  const server = setupServer(
    ...contentBackends({
      ...(contentful.configured && {
        contentful: {
          host: contentful.settings.host ?? 'cdn.contentful.com',
          spaceId: contentful.settings.spaceId,
          environment: contentful.settings.environment,
          accessTokens: [contentful.settings.accessToken],
        },
      }),
      ...(instagram.configured && {
        instagram: {
          apiUrl: instagram.settings.apiUrl,
          accessTokens: [instagram.settings.accessToken].filter(Boolean),
        },
      }),
    }),
  );
  server.listen({ onUnhandledRequest: 'bypass' });
  return () => {
    server.close();
  };
}
