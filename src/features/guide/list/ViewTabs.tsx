import { m } from '../../../paraglide/messages.js';
/** All places or My trip: two toggle buttons, the current one pressed. */
export function ViewTabs({
  current,
  savedCount,
  onShow,
}: {
  current: 'all' | 'saved' | 'shared';
  savedCount: number;
  onShow: (kind: 'all' | 'saved') => void;
}) {
  const tab = (kind: 'all' | 'saved', label: string) => (
    <button
      type="button"
      aria-pressed={current === kind}
      onClick={() => {
        onShow(kind);
      }}
      className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
        current === kind
          ? 'bg-primary-800 text-white'
          : 'border border-primary-300 bg-white text-primary-800 hover:bg-primary-50'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={m.guide_view()} className="mb-6 flex flex-wrap gap-2">
      {tab('all', m.guide_all_places())}
      {tab('saved', m.guide_my_trip_tab({ count: savedCount }))}
    </div>
  );
}
