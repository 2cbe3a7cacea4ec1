import type { RouteMeta } from '../../../lib/routeMeta';
import { useId, useState } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { RefreshNotice } from '../../../components/status/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { ServiceGate } from '../../../components/status/ServiceGate';
import { useConfig } from '../../../components/ConfigProvider';
import { usePageMeta } from '../../../components/usePageMeta';
import type { ContentfulSettings } from '../../../config';
import { langAttr } from '../../../lib/i18n/content';
import { intlLocale } from '../../../lib/i18n/intlFormat';
import type { Locale } from '../../../lib/i18n/locales';
import { paths } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';
import { BLOG_GRID, BlogCard } from '../components/BlogCard';
import { BlogContent } from '../components/BlogContent';
import type { BlogEntry } from '../types';

const sameTag = (a: string, b: string) =>
  a.localeCompare(b, intlLocale(), { sensitivity: 'base' }) === 0;

/** Every tag in use, most used first. */
function tagsOf(entries: readonly BlogEntry[]): string[] {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    for (const tag of entry.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([tag]) => tag);
}

/** The language of each tag not in the page's (an untranslated entry's tags are English). */
function tagLanguages(entries: readonly BlogEntry[]): Map<string, Locale> {
  const languages = new Map<string, Locale>();
  for (const entry of entries) {
    const lang = entry.lang?.tags;
    if (!lang) continue;
    for (const tag of entry.tags) if (!languages.has(tag)) languages.set(tag, lang);
  }
  return languages;
}

/** How many tags a phone shows before "More tags": the rest would push the entries down. */
export const TAGS_SHOWN_ON_PHONES = 4;

/**
 * The tags, each a filter. On a phone only the most used (and the one chosen) show until "More
 * tags" is pressed; the others are hidden by CSS alone, so the painted page and the app render
 * the same markup, and a browser without scripts shows every tag (and no button).
 */
function TagFilter({
  tags,
  languages,
  selected,
}: {
  tags: string[];
  languages: ReadonlyMap<string, Locale>;
  selected: string | null;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (tags.length === 0) return null;
  const folded = tags.filter(
    (tag, index) => index >= TAGS_SHOWN_ON_PHONES && !(selected !== null && sameTag(tag, selected)),
  ).length;
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold wrap-anywhere ${
      active
        ? 'border-primary-700 bg-primary-700 text-white'
        : 'border-primary-200 bg-white text-primary-800 hover:border-primary-700'
    }`;
  return (
    <nav aria-label={m.blog_filter_label()} className="mb-8">
      <ul id={listId} className="flex flex-wrap gap-2">
        <li>
          <Link
            to={paths.blog.getHref()}
            className={chip(selected === null)}
            aria-current={selected === null ? 'true' : undefined}
          >
            {m.blog_all_entries()}
          </Link>
        </li>
        {tags.map((tag, index) => {
          const active = selected !== null && sameTag(tag, selected);
          const foldable = index >= TAGS_SHOWN_ON_PHONES && !active && !expanded;
          return (
            <li key={tag} className={foldable ? 'max-sm:hidden noscript:block' : undefined}>
              <Link
                to={paths.blog.getHref(tag)}
                className={chip(active)}
                aria-current={active ? 'true' : undefined}
                {...langAttr(languages.get(tag))}
              >
                {tag}
              </Link>
            </li>
          );
        })}
        {folded > 0 ? (
          <li className="sm:hidden noscript:hidden">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => {
                setExpanded(!expanded);
              }}
              className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-primary-800 underline"
            >
              {expanded ? m.blog_fewer_tags() : m.blog_more_tags({ count: folded })}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function BlogList({ settings, tag }: { settings: ContentfulSettings; tag: string | null }) {
  return (
    <BlogContent
      settings={settings}
      label={m.blog_list_loading()}
      empty={<p className="text-lg text-slate-700">{m.blog_empty()}</p>}
    >
      {(entries, blog) => (
        <Entries entries={entries} tag={tag} refreshFailed={blog.isError} retry={blog.retry} />
      )}
    </BlogContent>
  );
}

function Entries({
  entries,
  tag,
  refreshFailed,
  retry,
}: {
  entries: readonly BlogEntry[];
  tag: string | null;
  refreshFailed: boolean;
  retry: () => void;
}) {
  const shown = tag ? entries.filter((entry) => entry.tags.some((t) => sameTag(t, tag))) : entries;
  return (
    <>
      {refreshFailed ? (
        <RefreshNotice onRetry={retry}>{m.blog_refresh_failed()}</RefreshNotice>
      ) : null}
      <TagFilter tags={tagsOf(entries)} languages={tagLanguages(entries)} selected={tag} />
      {tag ? (
        <p role="status" className="mb-6 text-slate-700">
          {shown.length === 0
            ? m.blog_no_tagged({ tag })
            : m.blog_tagged({ count: shown.length, tag })}{' '}
          <Link to={paths.blog.getHref()} className="font-semibold text-primary-800 underline">
            {m.blog_show_all()}
          </Link>
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className={BLOG_GRID}>
          {shown.map((entry, index) => (
            <li key={entry.id}>
              <BlogCard entry={entry} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export default function BlogListScreen() {
  const { contentful } = useConfig();
  const [params] = useSearchParams();
  const tag = params.get('tag')?.trim() || null;
  usePageMeta(
    tag
      ? { title: m.blog_tag_title({ tag }), description: m.blog_tag_description({ tag }) }
      : meta(),
  );
  return (
    <>
      <PageHeading lead={m.blog_lead()}>{m.blog_name()}</PageHeading>
      <ServiceGate what={m.blog_service()} service={contentful}>
        {(settings) => <BlogList settings={settings} tag={tag} />}
      </ServiceGate>
    </>
  );
}

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: m.route_blog_title(), description: m.route_blog_description() };
}
