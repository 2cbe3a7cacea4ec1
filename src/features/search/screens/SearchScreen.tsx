import { useId, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { Notice, NotConfigured } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { useConfig } from '../../../components/ConfigProvider';
import { usePageMeta } from '../../../components/usePageMeta';
import { calendarDay, formatDay } from '../../../lib/dates';
import { IN_PLACE, paths } from '../../../lib/routes';
import { countText, KIND_LABELS, type SearchDocument } from '../documents';
import { failedSources, useSiteSearch, type SourceView } from '../useSiteSearch';

/** The results page shows this many at most: past it, more words narrow the search. */
const MOST = 50;

function ResultTitle({ document }: { document: SearchDocument }) {
  const { link } = document;
  const className = 'hover:underline';
  if (link.kind === 'external') {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {document.title}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={link.href} className={className}>
      {document.title}
    </Link>
  );
}

function Result({ document }: { document: SearchDocument }) {
  const day = calendarDay(document.date);
  return (
    <article className="rounded-xl border border-primary-100 bg-white p-5">
      <p className="text-xs font-semibold uppercase tracking-wide text-secondary-800">
        {KIND_LABELS[document.kind]}
        {document.source ? ` · ${document.source}` : ''}
      </p>
      <h2 className="mt-1 text-xl font-bold text-primary-900">
        <ResultTitle document={document} />
      </h2>
      {day ? (
        <p className="mt-1 text-sm text-slate-700">
          <time dateTime={day}>{formatDay(day)}</time>
        </p>
      ) : null}
      {document.excerpt ? <p className="mt-2 text-slate-800">{document.excerpt}</p> : null}
      {document.tags.length > 0 ? (
        <p className="mt-2 text-sm text-slate-700">Tags: {document.tags.join(', ')}</p>
      ) : null}
    </article>
  );
}

function SourceProblems({ sources }: { sources: readonly SourceView[] }) {
  const { contentful } = useConfig();
  const failed = failedSources(sources);
  const searched = sources
    .filter((source) => source.state === 'ready')
    .map((source) => source.label.replace(/^The /, 'the '));
  return (
    <>
      {!contentful.configured ? (
        <div className="mb-6">
          <NotConfigured what="The blog and the featured press" problem={contentful.problem} />
        </div>
      ) : null}
      {failed.map((source) => (
        <div key={source.name} className="mb-6">
          <Notice title={`${source.label} could not be searched.`} onRetry={source.retry}>
            {searched.length > 0
              ? `The results below are from ${searched.join(' and ')}.`
              : 'Nothing else could be searched either.'}
          </Notice>
        </div>
      ))}
    </>
  );
}

function SearchForm({ query }: { query: string }) {
  const navigate = useNavigate();
  const fieldId = useId();
  return (
    <form
      action={paths.search.getHref()}
      method="get"
      className="mb-8 flex max-w-xl flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const words = new FormData(event.currentTarget).get('q');
        void navigate(paths.search.getHref(typeof words === 'string' ? words : ''), {
          state: IN_PLACE,
        });
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900">
          Search for
        </label>
        <input
          // A new address (Back, a shared link) shows its own words.
          key={query}
          id={fieldId}
          type="search"
          name="q"
          defaultValue={query}
          className="min-h-11 rounded-md border-2 border-primary-200 px-3 text-base focus:border-primary-700"
        />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}

/** `/search?q=`: every entry and press article matching the words, shareable as its address. */
export default function SearchScreen() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  usePageMeta(
    query
      ? { title: `Search: ${query}`, description: `Entries and press about “${query}”.` }
      : paths.search,
  );
  const { index, sources, loading } = useSiteSearch();
  const results = useMemo(() => index.search(query, MOST), [index, query]);

  let status = '';
  if (query) {
    if (results.length > 0) status = `${countText(results.length)} for “${query}”.`;
    else if (loading) status = 'Searching…';
    else status = `No results for “${query}”. Try fewer words, or another spelling.`;
  }

  return (
    <>
      <PageHeading lead="The blog’s entries and what the press has written about Negril.">
        Search
      </PageHeading>
      <SearchForm query={query} />
      <SourceProblems sources={sources} />
      <p className="mb-6 hidden max-w-prose rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 noscript:block">
        Searching needs JavaScript, which is off in this browser. The{' '}
        <Link to={paths.blog.getHref()} className="underline">
          blog
        </Link>{' '}
        lists every entry, and the{' '}
        <Link to={paths.press.getHref()} className="underline">
          press page
        </Link>{' '}
        what has been written about Negril.
      </p>
      {query ? null : (
        <p className="max-w-prose text-lg text-slate-700 noscript:hidden">
          Type a word or two to search the blog’s entries (their titles, summaries, tags and text)
          and the press: the featured articles and the press list. Try “beach”, “jerk” or “Rick’s
          Café”.
        </p>
      )}
      <p role="status" className="mb-4 text-slate-700">
        {status}
      </p>
      {results.length > 0 ? (
        <ol className="grid max-w-3xl gap-4">
          {results.map((document) => (
            <li key={document.id}>
              <Result document={document} />
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
