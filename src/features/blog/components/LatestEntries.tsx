import { useConfig } from '../../../components/ConfigProvider';
import { HomeSection } from '../../../components/HomeSection';
import type { ContentfulSettings } from '../../../config';
import { paths } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';
import { BLOG_GRID, BlogCard } from './BlogCard';
import { BlogContent } from './BlogContent';

const LATEST = 3;

function Latest({ settings }: { settings: ContentfulSettings }) {
  return (
    <BlogContent
      settings={settings}
      label={m.blog_latest_loading()}
      empty={<p className="text-slate-700">{m.blog_no_entries_yet()}</p>}
    >
      {(entries) => (
        <ul className={BLOG_GRID}>
          {entries.slice(0, LATEST).map((entry, index) => (
            <li key={entry.id}>
              {/* The first cover shows under the hero on a phone too: it is the page's main image. */}
              <BlogCard entry={entry} headingLevel={3} showTags={false} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </BlogContent>
  );
}

/** The home page's latest blog entries (a chunk of its own, with the content SDK behind it). */
export default function LatestEntries() {
  const { contentful } = useConfig();
  if (!contentful.configured) return null;
  return (
    <HomeSection
      id="latest-entries"
      title={m.blog_latest_title()}
      more={{ to: paths.blog.getHref(), label: m.blog_all_entries() }}
    >
      <Latest settings={contentful.settings} />
    </HomeSection>
  );
}
