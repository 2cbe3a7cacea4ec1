import { useSyncExternalStore } from 'react';
import { m } from '../../../paraglide/messages.js';
import { syncView, type SyncStatus } from '../sync/tripSyncView';

const WORDS: Record<SyncStatus, () => string> = {
  idle: () => '',
  saving: () => m.guide_trip_sync_saving(),
  saved: () => m.guide_trip_sync_saved(),
  offline: () => m.guide_trip_sync_offline(),
  retrying: () => m.guide_trip_sync_retrying(),
  local: () => m.guide_trip_sync_local(),
  malformed: () => m.guide_trip_sync_malformed(),
  refused: () => m.guide_trip_sync_refused(),
};

/**
 * Where the signed-in visitor's trip stands with the account ("Saved to your account",
 * "Saving…", "Not saved yet: offline"), and what a merge did, said once. A polite live region,
 * there from the start (empty for a visitor who is not signed in) so that each change is read.
 */
export function TripSyncStatus() {
  const view = useSyncExternalStore(syncView.subscribe, syncView.get, syncView.get);
  const words = [
    view.note === 'joined' ? m.guide_trip_sync_joined() : '',
    view.note === 'merged' ? m.guide_trip_sync_merged() : '',
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
