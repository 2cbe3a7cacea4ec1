export { blogReducer, initialBlogState } from './blogSlice';
export type { BlogEntry, BlogState } from './types';
