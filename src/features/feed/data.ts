/**
 * The feed's door for the pages painted at build (src/app/dataKinds.ts): the social graph's first
 * page. Never in a page's first load (`index.ts` is that door).
 */
export { firstPageUrl, getFeedPage } from './api/getFeed';
