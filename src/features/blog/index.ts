export { blogReducer, blogPaintedLoaded, fetchBlogEntries } from './blogSlice';

export { parseBlogEntries } from './parse';
export type { BlogEntry, BlogState } from './types';

/** The home page's section of the blog: a chunk of its own, fetched by the home screen. */
export const loadLatestEntries = () => import('./components/LatestEntries');
