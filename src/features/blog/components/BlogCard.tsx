import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { ResponsiveImage } from '../../../components/content/ResponsiveImage';
import { SkeletonBlock } from '../../../components/status/Skeleton';
import type { ImageRef } from '../../../lib/content/assets';
import { TextLanguageNote } from '../../../components/content/TextLanguageNote';
import { langAttr } from '../../../lib/i18n/content';
import type { Locale } from '../../../lib/i18n/locales';
import { paths } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';
import type { BlogEntry } from '../types';
import { EntryMeta } from './EntryMeta';
import { TagList } from './TagList';
import { untitledEntry } from '../words';

/** An entry's title and its language: the "untitled" words are the page's. */
export function titleOf(entry: BlogEntry): { text: string; lang: ReturnType<typeof langAttr> } {
  return entry.title
    ? { text: entry.title, lang: langAttr(entry.lang?.title) }
    : { text: untitledEntry(), lang: {} };
}

/**
 * The language of an entry as a whole: its body's, or (without a body) its excerpt's, or its
 * title's; undefined when that is the page's. A card and the entry's page say it once.
 */
export function entryLanguage(entry: BlogEntry): Locale | undefined {
  const main = entry.body ? 'body' : entry.excerpt ? 'excerpt' : 'title';
  return entry.lang?.[main];
}

/** One entry of a list: cover, title (the link), date, reading time, excerpt and tags. */
export function BlogCard({
  entry,
  headingLevel = 2,
  priority = false,
  showTags = true,
  standalone = true,
}: {
  entry: BlogEntry;
  headingLevel?: 2 | 3;
  /** The first card of a page is above the fold: its cover loads at once. */
  priority?: boolean;
  showTags?: boolean;
  /** An article of its own (a list of entries); not on an entry's page, whose article is its own. */
  standalone?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Card = standalone ? 'article' : 'div';
  const title = titleOf(entry);
  return (
    <Card className="flex h-full flex-col overflow-hidden rounded-xl border border-primary-100 bg-white shadow-sm">
      {entry.coverImage ? (
        <CoverImage image={entry.coverImage}>
          <ResponsiveImage
            image={entry.coverImage}
            aspect={3 / 2}
            widths={[320, 480, 640, 800]}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
            priority={priority}
          />
        </CoverImage>
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[3/2] w-full bg-gradient-to-br from-primary-100 to-secondary-100"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-xl font-bold text-primary-900">
          <Link
            to={paths.blogEntry.getHref(entry.slug)}
            className="hover:underline"
            {...title.lang}
          >
            {title.text}
          </Link>
        </Heading>
        <EntryMeta entry={entry} />
        <TextLanguageNote lang={entryLanguage(entry)} of="entry" />
        {entry.excerpt ? (
          <p className="text-slate-800" {...langAttr(entry.lang?.excerpt)}>
            {entry.excerpt}
          </p>
        ) : null}
        {showTags ? (
          <div className="mt-auto pt-2">
            <TagList
              tags={entry.tags}
              label={m.blog_tags_of({ title: title.text })}
              lang={entry.lang?.tags}
            />
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * An image whose alt text may be in English on another language's page (an untranslated
 * description): the box around it carries the language, which the image's alt inherits.
 */
export function CoverImage({
  image,
  className,
  children,
}: {
  image: ImageRef;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} {...langAttr(image.lang)}>
      {children}
    </div>
  );
}

/** The grid of the blog's cards (and of their placeholders). */
export const BLOG_GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function BlogCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-primary-100">
      <SkeletonBlock className="aspect-[3/2] w-full" rounded="rounded-none" />
      <div className="space-y-3 p-5">
        <SkeletonBlock className="h-6 w-4/5" />
        <SkeletonBlock className="h-4 w-2/5" />
        <SkeletonBlock className="h-4 w-full" />
        <SkeletonBlock className="h-4 w-11/12" />
      </div>
    </div>
  );
}
