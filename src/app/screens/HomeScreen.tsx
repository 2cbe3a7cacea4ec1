import type { RouteMeta } from '../../lib/routeMeta';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link } from '../../lib/router';
import { NearViewport } from '../../components/NearViewport';
import { preloadable } from '../../components/preloadable';
import { SkeletonBlock } from '../../components/status/Skeleton';
import { paths } from '../../lib/routes';
import { loadLatestEntries } from '../../features/blog';
import { loadFeedStrip } from '../../features/feed';
import { loadPressHighlights } from '../../features/press';
import { m } from '../../paraglide/messages.js';

// Each section is a chunk of its own: the first load of `/` stays small, and the content SDK
// comes with the blog section only. The latest entries are above the fold, so the route waits
// for their chunk (see `preload`) and a page painted by the build never flashes back.
const LatestEntries = preloadable(loadLatestEntries);
const FeedStrip = lazy(loadFeedStrip);
const PressHighlights = lazy(loadPressHighlights);

/**
 * A home section's skeleton: its heading and link, and grey blocks laid out as its content will
 * be, so the space it takes looks like what is coming rather than blank.
 */
function SectionSkeleton({ grid, tile, count }: { grid: string; tile: string; count: number }) {
  return (
    <div aria-hidden="true" className="mt-12">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <SkeletonBlock className="h-8 w-64 max-w-full" />
        <SkeletonBlock className="h-5 w-32" />
      </div>
      <div className={grid}>
        {Array.from({ length: count }, (_, index) => (
          <SkeletonBlock key={index} className={tile} rounded="rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/**
 * A section while its chunk loads: its skeleton in its place, so nothing below it jumps. A
 * section marked `whenNear` is not even fetched until the visitor scrolls close to it (see
 * NearViewport).
 */
function LazySection({
  component: Section,
  skeleton,
  whenNear,
}: {
  component: ComponentType;
  skeleton: ReactNode;
  /** Not fetched until near the screen; the name lets Back show it at once (NearViewport). */
  whenNear?: string;
}) {
  const section = (
    <Suspense fallback={<div aria-hidden="true">{skeleton}</div>}>
      <Section />
    </Suspense>
  );
  return whenNear ? (
    <NearViewport placeholder={skeleton} name={whenNear}>
      {section}
    </NearViewport>
  ) : (
    section
  );
}

// Made at render: links and words in the document's language (the painter renders every
// language in one process, so never at the module's top level).
const sections = () => [
  { to: paths.blog.getHref(), title: m.app_nav_blog(), text: m.app_home_blog_text() },
  { to: paths.feed.getHref(), title: m.app_nav_feed(), text: m.app_home_feed_text() },
  { to: paths.press.getHref(), title: m.app_nav_press(), text: m.app_home_press_text() },
  { to: paths.negril.getHref(), title: m.app_nav_guide(), text: m.app_home_guide_text() },
];

/** The sections above the fold, fetched together with this screen by its route. */
export function preload(): Promise<void> {
  return LatestEntries.preload();
}

export default function HomeScreen() {
  return (
    <>
      <section className="keep-colors rounded-2xl bg-gradient-to-br from-primary-800 via-primary-700 to-secondary-700 px-6 py-12 text-white sm:px-10 sm:py-16">
        <h1 className="max-w-2xl text-4xl font-bold tracking-tight hyphens-auto sm:text-5xl">
          {m.app_home_title()}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-primary-50">{m.app_home_lead()}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={paths.blog.getHref()}
            className="inline-flex min-h-11 items-center rounded-md bg-white px-5 font-semibold text-primary-900 hover:bg-primary-50"
          >
            {m.app_home_read_blog()}
          </Link>
          <Link
            to={paths.negril.getHref()}
            className="inline-flex min-h-11 items-center rounded-md border-2 border-white px-5 font-semibold text-white hover:bg-white/10"
          >
            {m.app_home_open_guide()}
          </Link>
        </div>
      </section>
      <LazySection
        component={LatestEntries}
        skeleton={
          <SectionSkeleton grid="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" tile="h-96" count={3} />
        }
      />
      <LazySection
        component={FeedStrip}
        skeleton={
          <SectionSkeleton
            grid="grid grid-cols-3 gap-2 sm:grid-cols-6"
            tile="aspect-square"
            count={6}
          />
        }
        whenNear="home-feed"
      />
      <LazySection
        component={PressHighlights}
        skeleton={<SectionSkeleton grid="grid gap-4 md:grid-cols-3" tile="h-32" count={3} />}
        whenNear="home-press"
      />
      <section id="explore-section" aria-labelledby="explore" className="mt-12">
        <h2 id="explore" className="text-2xl font-bold text-primary-900">
          {m.app_home_explore()}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {sections().map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className="block h-full rounded-xl border border-primary-100 p-5 hover:border-secondary-400 hover:shadow"
              >
                <span className="text-lg font-semibold text-primary-800">{section.title}</span>
                <span className="mt-2 block text-sm text-slate-700">{section.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: null };
}
