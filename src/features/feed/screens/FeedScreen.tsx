import type { RouteMeta } from '../../../lib/routeMeta';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { preconnect } from 'react-dom';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import { Button } from '../../../components/form/Button';
import { AsyncContent } from '../../../components/status/AsyncContent';
import { Notice, RefreshNotice } from '../../../components/status/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { ServiceGate } from '../../../components/status/ServiceGate';
import { useConfig } from '../../../components/ConfigProvider';
import type { InstagramSettings } from '../../../config';
import { IN_PLACE, paths } from '../../../lib/routes';
import { FeedGrid, FeedGridSkeleton, tileId } from '../components/FeedGrid';
import type { SocialPost } from '../types';
import { m } from '../../../paraglide/messages.js';
import { useFeed } from '../useFeed';

const loadLightbox = () => import('../components/FeedLightbox');
const FeedLightbox = lazy(loadLightbox);
const preloadLightbox = () => {
  void loadLightbox();
};

/**
 * The state of the history entries the feed adds when a post is opened: a change in place (focus
 * stays with the lightbox), and the mark that closing may go back to the entry before it.
 */
const OPENED_HERE = { ...IN_PLACE, openedHere: true } as const;

function isOpenedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openedHere' in state;
}

/**
 * The post on show in the lightbox is the address's (`/feed?open=<id>`): opening a post adds a
 * history entry, so the browser's Back closes the lightbox and Forward opens it again; moving to
 * another post replaces the entry (one entry per opening, not per picture); closing goes back
 * to the entry it was opened from, or, opened by a link (the home page's strip, a shared
 * address), replaces the address with the feed's own.
 */
function useOpenPost() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openId = params.get('open');
  const openedHere = isOpenedHere(location.state);

  // One function for the whole visit: the tiles are memoised, and a new one would render them all.
  const open = useCallback(
    (post: SocialPost) => {
      navigate(paths.feed.getHref(post.id), { state: OPENED_HERE });
    },
    [navigate],
  );
  // The post last asked for: on a busy phone, a second arrow press can come before the address
  // has changed for the first, and the render's `openId` would still name the post before both.
  const asked = useRef(openId);
  useEffect(() => {
    asked.current = openId;
  }, [openId]);
  const show = (post: SocialPost) => {
    if (post.id === asked.current) return;
    asked.current = post.id;
    navigate(paths.feed.getHref(post.id), {
      replace: true,
      state: openedHere ? OPENED_HERE : IN_PLACE,
    });
  };
  const close = () => {
    if (openedHere) navigate(-1);
    else {
      navigate(paths.feed.getHref(), {
        replace: true,
        state: IN_PLACE,
      });
    }
  };

  // When the lightbox closes (by its button, Escape or the browser's Back), focus returns to the
  // tile of the post last on show. After the other effects of the change: the layout's move of
  // focus to a page come back to, and the lightbox's own return to the tile it was opened from.
  const lastOpen = useRef(openId);
  useEffect(() => {
    const last = lastOpen.current;
    lastOpen.current = openId;
    if (openId !== null || last === null) return;
    const focusTile = () => document.getElementById(tileId(last))?.focus();
    const timer = setTimeout(focusTile, 0);
    // On a busy phone the lightbox's own clean-up can end later and leave focus on the page's
    // body: it is put back on the tile then, never taken from anything the visitor focused.
    const again = setTimeout(() => {
      if (document.activeElement === document.body || document.activeElement === null) {
        focusTile();
      }
    }, 400);
    return () => {
      clearTimeout(timer);
      clearTimeout(again);
    };
  }, [openId]);

  return { openId, open, show, close };
}

function Feed({ settings }: { settings: InstagramSettings }) {
  const feed = useFeed(settings);
  const { posts, next, loadingMore, isError, fromPaintedPage, retry, loadMore } = feed;
  const lightbox = useOpenPost();
  const { openId } = lightbox;
  const withMedia = useMemo(() => posts.filter((post) => post.media_url), [posts]);
  const openIndex = openId === null ? -1 : withMedia.findIndex((post) => post.id === openId);

  return (
    <AsyncContent
      items={posts}
      request={feed}
      loading={{ label: m.feed_loading(), placeholder: <FeedGridSkeleton count={12} /> }}
      failed={{ title: m.feed_failed(), text: feed.failure }}
      empty={<p className="text-lg text-slate-700">{m.feed_empty()}</p>}
    >
      {() => (
        <>
          <FeedGrid
            // The lightbox is fetched once the first screen's pictures have arrived, or sooner when
            // the visitor reaches for a post, so it opens at once without taking their bandwidth.
            onFirstScreen={preloadLightbox}
            onIntent={preloadLightbox}
            posts={posts}
            onOpen={lightbox.open}
          />
          <div className="mt-8 flex flex-col items-center gap-4">
            {isError && fromPaintedPage ? (
              // The posts the page was painted with could not be refreshed: they stay.
              <RefreshNotice onRetry={retry}>{m.feed_refresh_failed()}</RefreshNotice>
            ) : isError ? (
              <Notice title={m.feed_more_failed()} onRetry={loadMore}>
                {m.feed_posts_still_here()}
              </Notice>
            ) : null}
            {next && !isError ? (
              <Button
                onClick={loadMore}
                disabled={loadingMore}
                aria-busy={loadingMore || undefined}
              >
                {loadingMore ? m.feed_loading_more() : m.feed_load_more()}
              </Button>
            ) : null}
          </div>
          {openIndex >= 0 ? (
            <Suspense fallback={null}>
              <FeedLightbox
                posts={withMedia}
                index={openIndex}
                onClose={lightbox.close}
                onView={(index) => {
                  const post = withMedia[index];
                  if (post) lightbox.show(post);
                }}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </AsyncContent>
  );
}

/** The origin of an absolute URL; null for a path of this site (a proxy under `/api`). */
function originOf(url: string): string | null {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export default function FeedScreen() {
  const { instagram, imageProxy } = useConfig();
  // The graph's connection is opened while the app's code loads (a page painted at build time
  // carries these links in its HTML), and the proxy's while the graph's answer is on its way.
  if (instagram.configured) {
    const graph = originOf(instagram.settings.apiUrl);
    if (graph) preconnect(graph, { crossOrigin: 'anonymous' });
    if (imageProxy.configured && imageProxy.settings.origin) {
      preconnect(imageProxy.settings.origin);
    }
  }
  return (
    <>
      <PageHeading lead={m.feed_lead()}>{m.feed_name()}</PageHeading>
      <ServiceGate what={m.feed_service()} service={instagram}>
        {(settings) => <Feed settings={settings} />}
      </ServiceGate>
    </>
  );
}

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: m.route_feed_title(), description: m.route_feed_description() };
}
