import type { ReactNode } from 'react';
import { AsyncContent } from '../../../components/status/AsyncContent';
import { Notice } from '../../../components/status/Notice';
import type { ContentfulSettings } from '../../../config';
import { m } from '../../../paraglide/messages.js';
import type { BlogEntry } from '../types';
import { useBlogEntries } from '../useBlogEntries';
import { BLOG_GRID, BlogCardSkeleton } from './BlogCard';

export function BlogError({ failure, onRetry }: { failure: string; onRetry: () => void }) {
  return (
    <Notice title={m.blog_failed()} onRetry={onRetry}>
      {failure}
    </Notice>
  );
}

type BlogView = ReturnType<typeof useBlogEntries>;

/** A list of the blog's entries: their placeholders (announced by `label`), the failure, or `empty`. */
export function BlogContent({
  settings,
  label,
  empty,
  children,
}: {
  settings: ContentfulSettings;
  label: string;
  empty: ReactNode;
  children: (entries: readonly BlogEntry[], blog: BlogView) => ReactNode;
}) {
  const blog = useBlogEntries(settings);
  return (
    <AsyncContent
      items={blog.entries}
      request={blog}
      loading={{ label, className: BLOG_GRID, placeholder: <BlogCardSkeleton />, count: 3 }}
      failed={{ title: m.blog_failed(), text: blog.failure }}
      empty={empty}
    >
      {(entries) => children(entries, blog)}
    </AsyncContent>
  );
}
