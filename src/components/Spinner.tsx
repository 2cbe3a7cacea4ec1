export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-primary-800">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-4 border-primary-200 border-t-primary-700"
      />
      <span>{label}…</span>
    </div>
  );
}
