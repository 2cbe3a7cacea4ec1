import type { BlogEntry } from './types';

const tagKey = (tag: string) => tag.trim().toLowerCase();

/** An entry's date as a time; an entry without one counts as the oldest. */
function timeOf(entry: BlogEntry): number {
  const time = entry.date ? Date.parse(entry.date) : NaN;
  return Number.isNaN(time) ? -Infinity : time;
}

function newerFirst(a: number, b: number): number {
  return a === b ? 0 : a > b ? -1 : 1;
}

/**
 * Up to `limit` other entries that share a tag with `entry` (tags compared as the list's filter
 * compares them: in any case): the most tags in common first, then the newest. None when no
 * other entry shares a tag.
 */
export function relatedEntries(
  entry: BlogEntry,
  entries: readonly BlogEntry[],
  limit = 3,
): BlogEntry[] {
  const own = new Set(entry.tags.map(tagKey));
  if (own.size === 0) return [];
  return entries
    .flatMap((other) => {
      if (other.id === entry.id || other.slug === entry.slug) return [];
      const shared = new Set(other.tags.map(tagKey).filter((tag) => own.has(tag))).size;
      return shared > 0 ? [{ other, shared, time: timeOf(other) }] : [];
    })
    .sort((a, b) => b.shared - a.shared || newerFirst(a.time, b.time))
    .slice(0, limit)
    .map(({ other }) => other);
}
