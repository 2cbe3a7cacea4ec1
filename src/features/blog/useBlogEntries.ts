import { useCallback } from 'react';
import type { ContentfulSettings } from '../../config';
import { plainMessage } from '../../lib/http/failureWords';
import { useRequest } from '../../lib/redux/hooks';
import {
  checkPaintedEntries,
  fetchBlogEntries,
  selectBlog,
  selectBlogFailure,
  useBlogDispatch,
  useBlogSelector,
} from './blogSlice';

/**
 * The blog's entries, fetched once per visit (the list, an entry and the home page share them);
 * entries painted into the page are checked once the browser is idle.
 */
export function useBlogEntries(settings: ContentfulSettings) {
  const dispatch = useBlogDispatch();
  const ask = useCallback(
    (again: boolean) => {
      void dispatch(fetchBlogEntries({ settings, again }));
      if (!again) void dispatch(checkPaintedEntries(settings));
    },
    [dispatch, settings],
  );
  // In words here, not in the slice: the sentences travel with the screens that show them.
  const failure = plainMessage(useBlogSelector(selectBlogFailure), 'the content service');
  return { ...useRequest(useBlogSelector(selectBlog), ask), failure };
}
