import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SearchDocument } from './documents';

/**
 * The site's search index (MiniSearch, in the `search` chunk: fetched when search opens, never
 * with a page), built from the content as the page's language shows it. Words are compared
 * without case, accents, apostrophes or German's ß, so "ricks cafe" is the same text as
 * "Rick’s Café" and "strasse" as "Straße"; a word may be a prefix ("snork") or carry a typo
 * ("snorkling").
 */

/** Words: letters (with their combining accents) and digits, an apostrophe inside a word kept. */
function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{M}\p{N}'’‘`]+/u).filter((word) => word !== '');
}

/** `ricks` for `Rick’s`, `cafe` for `Café`, `strasse` for `Straße`; null for no word at all. */
export function foldTerm(term: string): string | null {
  const folded = term
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘`]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss');
  return folded === '' ? null : folded;
}

const FIELDS = ['title', 'tags', 'source', 'excerpt', 'body'] as const;

const SEARCH_OPTIONS: SearchOptions = {
  tokenize,
  processTerm: foldTerm,
  // A word of one letter is only itself; from two letters a word is also the start of others.
  prefix: (term) => term.length >= 2,
  // One typo in a word of 3 to 7 letters, two from 8 letters on.
  fuzzy: (term) => (term.length >= 3 ? 0.2 : false),
  boost: { title: 3, tags: 2, source: 1.5, excerpt: 1.5 },
};

export interface SiteIndex {
  search: (query: string, limit?: number) => SearchDocument[];
}

export function createSiteIndex(documents: readonly SearchDocument[]): SiteIndex {
  const byId = new Map(documents.map((document) => [document.id, document]));
  const index = new MiniSearch<SearchDocument>({
    fields: [...FIELDS],
    storeFields: [],
    tokenize,
    processTerm: foldTerm,
    extractField: (document, field) => {
      const value = document[field as keyof SearchDocument];
      return Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';
    },
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll([...byId.values()]);

  return {
    search(query, limit = Infinity) {
      if (!tokenize(query).some((word) => foldTerm(word) !== null)) return [];
      // Every word should match; when no document has them all, the best of any.
      let hits = index.search(query, { combineWith: 'AND' });
      if (hits.length === 0) hits = index.search(query, { combineWith: 'OR' });
      return hits.slice(0, limit).flatMap((hit) => byId.get(String(hit.id)) ?? []);
    },
  };
}
