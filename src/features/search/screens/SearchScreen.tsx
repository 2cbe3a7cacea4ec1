import type { RouteMeta } from '../../../lib/routeMeta';
import { useId, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { Button } from '../../../components/form/Button';
import { Notice, NotConfigured } from '../../../components/status/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { useConfig } from '../../../components/ConfigProvider';
import { usePageMeta } from '../../../components/usePageMeta';
import { calendarDay, formatDay } from '../../../lib/dates';
import { langAttr } from '../../../lib/i18n/content';
import { listFormat } from '../../../lib/i18n/intlFormat';
import { IN_PLACE, paths } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';
import { kindLabel, type SearchDocument } from '../documents';
import { failedSources, useSiteSearch, type SourceView } from '../useSiteSearch';

/** The results page shows this many at most: past it, more words narrow the search. */
const MOST = 50;

function ResultTitle({ document }: { document: SearchDocument }) {
  const { link } = document;
  const className = 'hover:underline';
  if (link.kind === 'external') {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        <span {...langAttr(document.lang?.title)}>{document.title}</span>
        <span className="sr-only">{m.search_new_tab()}</span>
      </a>
    );
  }
  return (
    <Link to={link.href} className={className} {...langAttr(document.lang?.title)}>
      {document.title}
    </Link>
  );
}

function Result({ document }: { document: SearchDocument }) {
  const day = calendarDay(document.date);
  return (
    <article className="rounded-xl border border-primary-100 bg-white p-5">
      <p className="text-xs font-semibold uppercase tracking-wide text-secondary-800">
        {kindLabel(document.kind)}
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
      {document.excerpt ? (
        <p className="mt-2 text-slate-800" {...langAttr(document.lang?.excerpt)}>
          {document.excerpt}
        </p>
      ) : null}
      {document.tags.length > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {m.search_tags({ tags: document.tags.join(', ') })}
        </p>
      ) : null}
    </article>
  );
}

function SourceProblems({ sources }: { sources: readonly SourceView[] }) {
  const { contentful } = useConfig();
  const failed = failedSources(sources);
  const searched = sources
    .filter((source) => source.state === 'ready')
    .map((source) => source.searchedIn);
  return (
    <>
      {!contentful.configured ? (
        <div className="mb-6">
          <NotConfigured what={m.search_not_configured()} problem={contentful.problem} />
        </div>
      ) : null}
      {failed.map((source) => (
        <div key={source.name} className="mb-6">
          <Notice title={source.failed} onRetry={source.retry}>
            {searched.length > 0
              ? m.search_results_from({ sources: listFormat(searched) })
              : m.search_nothing_else()}
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
        navigate(paths.search.getHref(typeof words === 'string' ? words : ''), {
          state: IN_PLACE,
        });
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={fieldId} className="text-sm font-semibold text-slate-900">
          {m.search_for()}
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
      <Button type="submit">{m.search_submit()}</Button>
    </form>
  );
}

/** `/search?q=`: every entry and press article matching the words, shareable as its address. */
export default function SearchScreen() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  usePageMeta(
    query
      ? {
          title: m.search_title_query({ query }),
          description: m.search_description_query({ query }),
        }
      : meta(),
  );
  const { index, sources, loading } = useSiteSearch();
  const results = useMemo(() => index.search(query, MOST), [index, query]);

  let status = '';
  if (query) {
    if (results.length > 0) status = m.search_count_for({ count: results.length, query });
    else if (loading) status = m.search_searching();
    else status = m.search_no_results_hint({ query });
  }

  return (
    <>
      <PageHeading lead={m.search_lead()}>{m.search_heading()}</PageHeading>
      <SearchForm query={query} />
      <SourceProblems sources={sources} />
      <p className="mb-6 hidden max-w-prose rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 noscript:block">
        {m.search_noscript_start()}{' '}
        <Link to={paths.blog.getHref()} className="underline">
          {m.search_noscript_blog()}
        </Link>{' '}
        {m.search_noscript_middle()}{' '}
        <Link to={paths.press.getHref()} className="underline">
          {m.search_noscript_press()}
        </Link>{' '}
        {m.search_noscript_end()}
      </p>
      {query ? null : (
        <p className="max-w-prose text-lg text-slate-700 noscript:hidden">{m.search_intro()}</p>
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

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: m.route_search_title(), description: m.route_search_description() };
}
