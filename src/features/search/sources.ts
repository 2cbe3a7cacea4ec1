import { createContext } from 'react';

/** The three things search looks through, as the press page names them. */
export type SourceName = 'blog' | 'pressEntries' | 'serverPress';

/** Asks for a source's data: once per visit, or `again` ("Try again"). */
export type AskForSource = (name: SourceName, again: boolean) => void;

/**
 * How search's lazy parts ask for the blog's and the press's data. The thunks come from the
 * header (SearchSourcesProvider, part of the first load): a lazy chunk that imports the blog's
 * slice itself makes the bundler move the asset parser out of the entry into a chunk of its own,
 * which costs every first load about 0.7 kB gzip.
 */
export const SearchSourcesContext = createContext<AskForSource>(() => undefined);
