export { blogReducer, blogSnapshotLoaded, fetchBlogEntries } from './blogSlice';

export { parseBlogEntries } from './parse';
