import { Link } from 'react-router-dom';
import { AsyncContent } from '../../../components/AsyncContent';
import { useConfig } from '../../../components/ConfigProvider';
import { LoadingStatus } from '../../../components/Skeleton';
import type { ContentfulSettings } from '../../../config';
import { paths } from '../../../lib/paths';
import { useBlogEntries } from '../useBlogEntries';
import { BlogCard, BlogCardSkeleton } from './BlogCard';
import { BLOG_FAILED } from './BlogError';

const LATEST = 3;

function Latest({ settings }: { settings: ContentfulSettings }) {
  const blog = useBlogEntries(settings);
  return (
    <AsyncContent
      items={blog.entries}
      request={blog}
      skeleton={
        <div aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <LoadingStatus label="Loading the latest entries" />
          <BlogCardSkeleton />
          <BlogCardSkeleton />
          <BlogCardSkeleton />
        </div>
      }
      failed={{ title: BLOG_FAILED, text: blog.failure }}
      empty={<p className="text-slate-700">No entries yet.</p>}
    >
      {(entries) => (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {entries.slice(0, LATEST).map((entry, index) => (
            <li key={entry.id}>
              {/* The first cover shows under the hero on a phone too: it is the page's main image. */}
              <BlogCard entry={entry} headingLevel={3} showTags={false} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}

/** The home page's latest blog entries (a chunk of its own, with the content SDK behind it). */
export default function LatestEntries() {
  const { contentful } = useConfig();
  if (!contentful.configured) return null;
  return (
    <section aria-labelledby="latest-entries" className="mt-12">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="latest-entries" className="text-2xl font-bold text-primary-900">
          Latest from the blog
        </h2>
        <Link to={paths.blog.getHref()} className="font-semibold text-primary-800 underline">
          All entries
        </Link>
      </div>
      <Latest settings={contentful.settings} />
    </section>
  );
}
