/** A grey placeholder block of a list that is loading. */
export function SkeletonBlock({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-md bg-slate-200 ${className}`} />
  );
}

/** Announces a loading list once, while its placeholders are shown. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <p role="status" className="sr-only">
      {label}…
    </p>
  );
}
