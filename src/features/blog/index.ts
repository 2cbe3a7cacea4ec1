export {
  blogReducer,
  ensureBlogEntries,
  fetchBlogEntries,
  initialBlogState,
  selectBlog,
} from './blogSlice';
export type { BlogEntry, BlogState, RawError } from './types';
