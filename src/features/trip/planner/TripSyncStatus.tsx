import { useSyncExternalStore } from 'react';
import { m } from '../../../paraglide/messages.js';
import { syncView, type News, type SyncStatus } from '../sync/tripSyncView';

const WORDS: Record<SyncStatus, () => string> = {
  idle: () => '',
  saving: () => m.guide_trip_sync_saving(),
  saved: () => m.guide_trip_sync_saved(),
  offline: () => m.guide_trip_sync_offline(),
  retrying: () => m.guide_trip_sync_retrying(),
  local: () => m.guide_trip_sync_local(),
  malformed: () => m.guide_trip_sync_malformed(),
  refused: () => m.guide_trip_sync_refused(),
  gone: () => m.trip_sync_gone(),
};

/** How the trip's news names a place and the account that added it. */
export interface NewsNames {
  place: (id: number) => string;
  who: (by: number | null) => string;
}

/** One piece of news in words: what a companion did, or what a merge kept. */
function newsText(news: News, names: NewsNames): string {
  switch (news.kind) {
    case 'added':
      return m.trip_news_added({ who: names.who(news.by), place: names.place(news.stop) });
    case 'renamed':
      return news.name ? m.trip_news_renamed({ day: news.day + 1, name: news.name }) : '';
    case 'renamedBoth':
      return m.trip_news_renamed_both({ day: news.day + 1, name: news.name });
    case 'moved':
      return m.trip_news_moved({ place: names.place(news.stop) });
    case 'time':
      return m.trip_news_time({ place: names.place(news.stop) });
    case 'removed':
      return m.trip_news_removed({ place: names.place(news.stop) });
  }
}

/**
 * Where the signed-in visitor's trip stands with the account ("Saved to your account",
 * "Saving…", "Not saved yet: offline"), what a merge did, and, on a trip planned together, what
 * the others changed ("Anna added Rick's Cafe."), each said once. A polite live region, there
 * from the start (empty for a visitor who is not signed in) so that each change is read.
 */
export function TripSyncStatus({ names }: { names: NewsNames }) {
  const view = useSyncExternalStore(syncView.subscribe, syncView.get, syncView.get);
  const words = [
    ...view.news.map((news) => newsText(news, names)),
    view.note === 'joined' ? m.guide_trip_sync_joined() : '',
    view.note === 'merged' ? m.guide_trip_sync_merged() : '',
    view.note === 'mergedTogether' ? m.trip_sync_merged_together() : '',
    view.dropped > 0 ? m.guide_trip_sync_dropped({ count: view.dropped }) : '',
    WORDS[view.status](),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <p
      role="status"
      aria-live="polite"
      className={words ? 'mb-3 text-sm text-slate-700' : 'sr-only'}
    >
      {words}
    </p>
  );
}
