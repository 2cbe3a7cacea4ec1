import { useCallback, type ReactNode } from 'react';
import { useConfig } from '../../../components/ConfigProvider';
import { typedHooks } from '../../../lib/redux/hooks';
import { fetchBlogEntries, type BlogState } from '../../blog';
import { fetchPressEntries, fetchServerPress, type PressState } from '../../press';
import { SearchSourcesContext, type SourceName } from '../sources';

const { useStoreDispatch } = typedHooks<{ blog: BlogState; press: PressState }>();

/** Gives search (the header's box and the results page) the existing thunks of its sources. */
export function SearchSourcesProvider({ children }: { children: ReactNode }) {
  const { contentful } = useConfig();
  const dispatch = useStoreDispatch();
  const ask = useCallback(
    (name: SourceName, again: boolean) => {
      if (name === 'serverPress') {
        void dispatch(fetchServerPress({ again }));
      } else if (contentful.configured) {
        const { settings } = contentful;
        if (name === 'blog') void dispatch(fetchBlogEntries({ settings, again }));
        else void dispatch(fetchPressEntries({ settings, again }));
      }
    },
    [dispatch, contentful],
  );
  return <SearchSourcesContext value={ask}>{children}</SearchSourcesContext>;
}
