/**
 * The demo's mock backends (TypeScript, under src/mocks), loaded into Node by Vite's module
 * runner: the stand-ins answer the content service and the social graph with exactly the data and
 * formats the demo, the unit tests and the end-to-end tests use.
 */
export { contentfulHandlers, contentfulImageSpec } from '../../src/mocks/contentful';
export { instagramHandlers, instagramImageSpec } from '../../src/mocks/instagram';
export { resize, specFromKey } from '../../src/mocks/images/svg';
export { SUNRISE_MP4_BASE64 } from '../../src/mocks/seed/video';
