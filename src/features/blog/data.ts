/**
 * The blog's door for the pages painted at build (src/painted/render.tsx, src/app/dataKinds.ts):
 * the content service's call and what a feed item says of an entry. No components; never in a
 * page's first load (`index.ts` is that door).
 */
export { getBlogItems } from './api/getBlogEntries';
export { summaryOf } from './parse';
export { untitledEntry } from './words';
