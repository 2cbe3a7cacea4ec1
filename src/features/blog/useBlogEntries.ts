import { useCallback, useEffect } from 'react';
import type { ContentfulSettings } from '../../config';
import { isUnrequested } from '../../lib/async';
import { ensureBlogEntries, fetchBlogEntries, selectBlog } from './blogSlice';
import { useBlogDispatch, useBlogSelector } from './hooks';

/** The blog's entries, fetched once per visit (the list, an entry and the home page share them). */
export function useBlogEntries(settings: ContentfulSettings) {
  const dispatch = useBlogDispatch();
  const blog = useBlogSelector(selectBlog);
  const needed = isUnrequested(blog);
  useEffect(() => {
    if (needed) dispatch(ensureBlogEntries(settings));
  }, [needed, dispatch, settings]);
  const retry = useCallback(() => {
    void dispatch(fetchBlogEntries(settings));
  }, [dispatch, settings]);
  return { ...blog, retry, loading: blog.isLoading || needed };
}
