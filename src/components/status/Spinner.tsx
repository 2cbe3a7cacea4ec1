import { m } from '../../paraglide/messages.js';

export function Spinner({ label }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-primary-800">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-4 border-primary-200 border-t-primary-700"
      />
      <span>{label ?? m.ui_loading()}…</span>
    </div>
  );
}
