export { blogReducer, blogPaintedLoaded, fetchBlogEntries } from './blogSlice';

export { parseBlogEntries } from './parse';
export type { BlogEntry, BlogState } from './types';
