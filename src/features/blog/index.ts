export {
  blogReducer,
  blogSnapshotLoaded,
  fetchBlogEntries,
  initialBlogState,
  selectBlog,
} from './blogSlice';
export type { BlogEntry, BlogState, RawError } from './types';
export { parseBlogEntries } from './parse';
