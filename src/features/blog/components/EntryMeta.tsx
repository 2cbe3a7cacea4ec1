import { calendarDay, formatDay } from '../../../lib/dates';
import { m } from '../../../paraglide/messages.js';
import { readingMinutes } from '../parse';
import type { BlogEntry } from '../types';

/** Date and reading time of an entry, whichever it has. */
export function EntryMeta({ entry, className = '' }: { entry: BlogEntry; className?: string }) {
  const day = calendarDay(entry.date);
  const minutes = readingMinutes(entry);
  if (!day && minutes === 0) return null;
  return (
    <p className={`flex flex-wrap gap-x-2 text-sm text-slate-700 ${className}`}>
      {day ? <time dateTime={day}>{formatDay(day)}</time> : null}
      {day && minutes > 0 ? <span aria-hidden="true">·</span> : null}
      {minutes > 0 ? <span>{m.blog_minutes_read({ count: minutes })}</span> : null}
    </p>
  );
}
