import { useContext, useEffect, useMemo, useState } from 'react';
import { useConfig } from '../../components/ConfigProvider';
import type { RequestFlags } from '../../lib/redux/thunks';
import { typedHooks } from '../../lib/redux/hooks';
import type { BlogState } from '../blog';
import { once } from '../../lib/once';
import { m } from '../../paraglide/messages.js';
import type { PressState } from '../press';
import { searchDocuments } from './documents';
import type { SiteIndex } from './engine';
import { SearchSourcesContext, type SourceName } from './sources';

type SearchStore = { blog: BlogState; press: PressState };

const { useStoreSelector } = typedHooks<SearchStore>();

/** Each source as the search sees it: what it is called, and whether it can be searched now. */
export interface SourceView {
  name: SourceName;
  /** "The blog could not be searched." and the like. */
  failed: string;
  /** Its name inside "The results below are from …" (the press page's sections). */
  searchedIn: string;
  state: 'unconfigured' | 'loading' | 'ready' | 'failed';
  retry: () => void;
}

/** A source's words, in the page's language (a function: never frozen in the first language). */
function wordsOf(name: SourceName): Pick<SourceView, 'failed' | 'searchedIn'> {
  switch (name) {
    case 'blog':
      return { failed: m.search_failed_blog(), searchedIn: m.search_from_blog() };
    case 'pressEntries':
      return {
        failed: m.search_failed_press_entries(),
        searchedIn: m.search_from_press_entries(),
      };
    default:
      return {
        failed: m.search_failed_server_press(),
        searchedIn: m.search_from_server_press(),
      };
  }
}

function stateOf(flags: RequestFlags, count: number): SourceView['state'] {
  // What is here is searched, even when a later refresh of it failed.
  if (count > 0 || flags.isSuccess) return 'ready';
  if (flags.isError) return 'failed';
  return 'loading';
}

type Engine = typeof import('./engine');

/**
 * The search library and the index built with it (the `search` chunk, 5.7 kB gzip): fetched when
 * search is first used, not with `/search`'s first load, whose painted page (no words yet) shows
 * no results. Until it is here, search finds nothing and says it is still searching.
 */
let engine: Engine | null = null;
export const loadSearchEngine = once(() =>
  import('./engine').then((module) => {
    engine = module;
    return module;
  }),
);

/** What search finds while its library is on its way. */
const NOTHING_YET: SiteIndex = { search: () => [] };

export interface SiteSearch {
  index: SiteIndex;
  sources: SourceView[];
  /** A source is still on its way. */
  loading: boolean;
}

/**
 * The index of everything the search can find, built from the entries and press the app already
 * holds: blog entries and both press sources. Opening search asks for whatever this visit has not
 * fetched yet (each thunk's condition skips what a page or the router already asked for); the
 * index grows as each source arrives, and a source that fails leaves the others searchable.
 */
export function useSiteSearch(): SiteSearch {
  const { contentful } = useConfig();
  const blog = useStoreSelector((state) => state.blog);
  const press = useStoreSelector((state) => state.press);

  const ask = useContext(SearchSourcesContext);

  // The library: here at once when an earlier search fetched it; a failed fetch is thrown to the
  // route's error screen, as a screen's own chunk that cannot be fetched is.
  const [loaded, setLoaded] = useState<Engine | Error | null>(engine);
  if (loaded instanceof Error) throw loaded;
  useEffect(() => {
    if (loaded) return;
    loadSearchEngine().then(setLoaded, (error: unknown) => {
      setLoaded(error instanceof Error ? error : new Error(String(error)));
    });
  }, [loaded]);

  useEffect(() => {
    ask('blog', false);
    ask('pressEntries', false);
    ask('serverPress', false);
  }, [ask]);

  const documents = useMemo(
    () =>
      searchDocuments({
        blog: blog.entries,
        pressEntries: press.cms.entries,
        serverPress: press.server.items,
      }),
    [blog.entries, press.cms.entries, press.server.items],
  );
  const index = useMemo(
    () => (loaded ? loaded.createSiteIndex(documents) : NOTHING_YET),
    [loaded, documents],
  );

  const view = (name: SourceName, flags: RequestFlags, count: number): SourceView => ({
    name,
    ...wordsOf(name),
    state:
      name !== 'serverPress' && !contentful.configured ? 'unconfigured' : stateOf(flags, count),
    retry: () => {
      ask(name, true);
    },
  });
  const sources = [
    view('blog', blog, blog.entries.length),
    view('pressEntries', press.cms, press.cms.entries.length),
    view('serverPress', press.server, press.server.items.length),
  ];
  return {
    index,
    sources,
    loading: !loaded || sources.some((source) => source.state === 'loading'),
  };
}

/** "The featured press could not be searched." for each source that failed. */
export function failedSources(sources: readonly SourceView[]): SourceView[] {
  return sources.filter((source) => source.state === 'failed');
}
