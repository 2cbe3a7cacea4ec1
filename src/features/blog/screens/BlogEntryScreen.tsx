import type { RouteMeta } from '../../../lib/routeMeta';
import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from '../../../lib/router';
import { PageHeading } from '../../../components/PageHeading';
import { ResponsiveImage } from '../../../components/content/ResponsiveImage';
import { loadRichText } from '../../../components/content/loadRichText';
import { RichTextContent } from '../../../components/content/RichTextContent';
import { LoadingStatus, SkeletonBlock } from '../../../components/status/Skeleton';
import { ServiceGate } from '../../../components/status/ServiceGate';
import { ShareButton } from '../../../components/ShareButton';
import { TextLanguageNote } from '../../../components/content/TextLanguageNote';
import { useConfig } from '../../../components/ConfigProvider';
import { usePageMeta } from '../../../components/usePageMeta';
import type { ContentfulSettings } from '../../../config';
import { outlineOf } from '../../../lib/content/outline';
import { langAttr } from '../../../lib/i18n/content';
import { paths } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';
import { truncate } from '../../../lib/text';
import { BlogError } from '../components/BlogContent';
import { BLOG_GRID, BlogCard, CoverImage, entryLanguage, titleOf } from '../components/BlogCard';
import { EntryMeta } from '../components/EntryMeta';
import { EntryOutline } from '../components/EntryOutline';
import { TagList } from '../components/TagList';
import { summaryOf } from '../parse';
import { relatedEntries } from '../related';
import type { BlogEntry } from '../types';
import { useBlogEntries } from '../useBlogEntries';

const backLink = 'font-semibold text-primary-800 underline';

/**
 * The body's renderer, fetched with this screen by its route (and preloaded with a painted
 * entry): the body then renders without suspending. A painted body whose renderer were still on
 * its way when the screen re-rendered (its data's refresh, a visitor's session coming in) would
 * be replaced by its placeholder and back: a layout shift.
 */
export function preload(): Promise<void> {
  return loadRichText().then(() => undefined);
}

/** The screen before an entry is shown (loading, failed, not configured). */
function EntryFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeading>{m.blog_entry_heading()}</PageHeading>
      {children}
    </>
  );
}

function EntrySkeleton() {
  return (
    <EntryFrame>
      <div aria-busy="true">
        <LoadingStatus label={m.blog_entry_loading()} />
        <SkeletonBlock className="aspect-[2/1] w-full" rounded="rounded-xl" />
        <div className="mx-auto mt-8 max-w-3xl space-y-3">
          <SkeletonBlock className="h-5 w-full" />
          <SkeletonBlock className="h-5 w-11/12" />
          <SkeletonBlock className="h-5 w-4/5" />
        </div>
      </div>
    </EntryFrame>
  );
}

function NotFound() {
  usePageMeta({ title: m.blog_not_found_title(), description: m.blog_not_found_description() });
  return (
    <>
      <PageHeading lead={m.blog_not_found_lead()}>{m.blog_not_found_title()}</PageHeading>
      <Link to={paths.blog.getHref()} className={backLink}>
        {m.blog_back()}
      </Link>
    </>
  );
}

function NeighbourLink({ entry, rel }: { entry: BlogEntry; rel: 'prev' | 'next' }) {
  const title = titleOf(entry);
  return (
    <Link
      to={paths.blogEntry.getHref(entry.slug)}
      rel={rel}
      className={`flex h-full flex-col gap-1 rounded-xl border border-primary-100 p-4 hover:border-secondary-400 ${
        rel === 'next' ? 'sm:items-end sm:text-right' : ''
      }`}
    >
      <span className="text-sm font-semibold text-secondary-700">
        {rel === 'prev' ? m.blog_previous() : m.blog_next()}
      </span>
      <span className="font-semibold text-primary-900" {...title.lang}>
        {title.text}
      </span>
    </Link>
  );
}

/** Up to three entries sharing a tag with this one, as cards. */
function MoreLikeThis({ entries }: { entries: readonly BlogEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="more-like-this" className="mx-auto mt-12 max-w-5xl">
      <h2 id="more-like-this" className="mb-4 text-2xl font-bold text-primary-900">
        {m.blog_more_like_this()}
      </h2>
      <ul className={BLOG_GRID}>
        {entries.map((related) => (
          <li key={related.id}>
            <BlogCard entry={related} headingLevel={3} showTags={false} standalone={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Entry({
  entry,
  older,
  newer,
  related,
}: {
  entry: BlogEntry;
  older?: BlogEntry;
  newer?: BlogEntry;
  related: readonly BlogEntry[];
}) {
  const { text: title, lang: titleLang } = titleOf(entry);
  const summary = summaryOf(entry);
  usePageMeta({ title, ...(summary ? { description: truncate(summary, 160) } : {}) });
  // The same ids as the renderer gives the headings (both from lib/content/outline.ts).
  const { headings } = useMemo(() => outlineOf(entry.body), [entry.body]);
  return (
    <>
      <article>
        <header className="mx-auto max-w-3xl">
          <p className="mb-2">
            <Link
              to={paths.blog.getHref()}
              className="text-sm font-semibold text-primary-800 underline"
            >
              {m.blog_name()}
            </Link>
          </p>
          <h1
            className="text-3xl font-bold tracking-tight text-primary-900 sm:text-4xl"
            {...titleLang}
          >
            {title}
          </h1>
          <EntryMeta entry={entry} className="mt-3 text-base" />
          <TextLanguageNote lang={entryLanguage(entry)} of="entry" className="mt-2 text-sm" />
          {entry.excerpt ? (
            <p className="mt-4 text-xl text-slate-700" {...langAttr(entry.lang?.excerpt)}>
              {entry.excerpt}
            </p>
          ) : null}
          <div className="mt-4">
            <ShareButton
              // A path: the button makes it this site's address when pressed (none at build time).
              url={paths.blogEntry.getHref(entry.slug)}
              title={title}
              label={m.blog_share()}
            />
          </div>
        </header>
        {entry.coverImage ? (
          <CoverImage
            image={entry.coverImage}
            className="mx-auto mt-6 max-w-5xl overflow-hidden rounded-xl"
          >
            <ResponsiveImage
              image={entry.coverImage}
              aspect={2}
              sizes="(min-width: 1152px) 1024px, 100vw"
              widths={[480, 640, 960, 1280, 1600]}
              priority
            />
          </CoverImage>
        ) : null}
        <div className="mx-auto mt-8 max-w-3xl">
          <EntryOutline headings={headings} lang={entry.lang?.body} />
          {entry.body ? (
            // A body without a translation is English: its own element says so.
            <div {...langAttr(entry.lang?.body)}>
              <RichTextContent document={entry.body} anchors />
            </div>
          ) : null}
          {entry.tags.length > 0 ? (
            <div className="mt-8 border-t border-slate-200 pt-6">
              <h2 className="mb-3 text-base font-semibold text-slate-800">{m.blog_tags()}</h2>
              <TagList tags={entry.tags} label={m.blog_tags()} lang={entry.lang?.tags} />
            </div>
          ) : null}
        </div>
        {older || newer ? (
          <nav aria-label={m.blog_more_entries()} className="mx-auto mt-10 max-w-3xl">
            <ul className="grid gap-4 sm:grid-cols-2">
              {older ? (
                <li>
                  <NeighbourLink entry={older} rel="prev" />
                </li>
              ) : null}
              {newer ? (
                <li className="sm:col-start-2">
                  <NeighbourLink entry={newer} rel="next" />
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </article>
      <MoreLikeThis entries={related} />
    </>
  );
}

function EntryContent({ settings, slug }: { settings: ContentfulSettings; slug: string }) {
  const { entries, loading, isError, isSuccess, failure, retry } = useBlogEntries(settings);
  const index = entries.findIndex((entry) => entry.slug === slug);
  const entry = entries[index];
  const related = useMemo(() => (entry ? relatedEntries(entry, entries) : []), [entry, entries]);
  if (entry) {
    // Entries are newest first: the previous entry is the older one.
    return (
      <Entry
        key={entry.id}
        entry={entry}
        older={entries[index + 1]}
        newer={entries[index - 1]}
        related={related}
      />
    );
  }
  if (loading) return <EntrySkeleton />;
  if (isError) {
    return (
      <EntryFrame>
        <BlogError failure={failure} onRetry={retry} />
      </EntryFrame>
    );
  }
  return isSuccess ? <NotFound /> : <EntrySkeleton />;
}

export default function BlogEntryScreen() {
  const { slug = '' } = useParams();
  const { contentful } = useConfig();
  if (!contentful.configured) {
    return (
      <EntryFrame>
        <ServiceGate what={m.blog_service()} service={contentful}>
          {() => null}
        </ServiceGate>
      </EntryFrame>
    );
  }
  return <EntryContent settings={contentful.settings} slug={slug.toLowerCase()} />;
}

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: m.route_blog_entry_title() };
}
