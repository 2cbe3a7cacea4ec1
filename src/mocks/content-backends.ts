import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * For the suite's build (`PRERENDER_MOCK_BACKENDS=true`, loaded by scripts/prerender.ts): the
 * content service and the social graph answer the build in Node through the handlers that answer
 * the browser (./backends.ts), so the suite's pages are painted with the content they then show,
 * and every painted page is hydrated with its entries and posts. Returns how to stop answering.
 */
export function answerBuildRequests(): () => void {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: 'bypass' });
  return () => {
    server.close();
  };
}
