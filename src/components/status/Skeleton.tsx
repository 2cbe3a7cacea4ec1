import type { CSSProperties } from 'react';

/** A grey placeholder block of something that is loading; `rounded` sets its corners. */
export function SkeletonBlock({
  className = '',
  rounded = 'rounded-md',
  style,
}: {
  className?: string;
  rounded?: string;
  style?: CSSProperties;
}) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse bg-slate-200 ${rounded} ${className}`}
      style={style}
    />
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
