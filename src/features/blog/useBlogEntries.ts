import { useCallback, useEffect } from 'react';
import type { ContentfulSettings } from '../../config';
import { fetchBlogEntries, selectBlog } from './blogSlice';
import { useBlogDispatch, useBlogSelector } from './hooks';

/** The blog's entries, fetched once per visit (the list, an entry and the home page share them). */
export function useBlogEntries(settings: ContentfulSettings) {
  const dispatch = useBlogDispatch();
  const blog = useBlogSelector(selectBlog);
  const needed = !blog.isSuccess && !blog.isLoading && !blog.isError;
  useEffect(() => {
    if (needed) void dispatch(fetchBlogEntries(settings));
  }, [needed, dispatch, settings]);
  const retry = useCallback(() => {
    void dispatch(fetchBlogEntries(settings));
  }, [dispatch, settings]);
  return { ...blog, retry, loading: blog.isLoading || needed };
}
