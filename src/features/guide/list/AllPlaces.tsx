import { m } from '../../../paraglide/messages.js';
import { memo, useDeferredValue, useMemo } from 'react';
import { Button } from '../../../components/form/Button';
import { categorySlug, filterGuides, hasFilters, type GuideFilters } from './filters';
import { groupPlaces, type PlaceGroup } from '../model/grouping';
import { categoryName, categoryText } from '../model/language';
import { WithMap } from '../map/WithMap';
import type { Place } from '../model/types';
import { Cards, places, type CardContext } from './Cards';
import { CategoryNav } from './CategoryNav';
import { focusSearch, GuideFiltersBar, NO_FILTERS } from './GuideFiltersBar';

function CategorySection({
  group,
  shown,
  context,
}: {
  group: PlaceGroup;
  shown: ReadonlySet<number>;
  context: CardContext;
}) {
  const headingId = `${group.anchor}-heading`;
  const count = group.places.filter((place) => shown.has(place.id)).length;
  return (
    <section
      id={group.anchor}
      aria-labelledby={headingId}
      className="scroll-mt-20"
      hidden={count === 0}
    >
      <div className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2
          id={headingId}
          tabIndex={-1}
          className="text-2xl font-bold text-primary-900 focus:outline-none focus-visible:outline-2"
        >
          <span {...categoryText(group.category)}>{categoryName(group.category)}</span>
        </h2>
        <span className="text-sm text-slate-600">{places(count)}</span>
      </div>
      <Cards places={group.places} shown={shown} context={context} />
    </section>
  );
}

/**
 * The cards by category with their map: drawn again only when what they show changes. Every
 * place's card stays in the page, and those the filters leave out are hidden: a filter taken
 * back shows cards again instead of making them anew (on a slow phone, making a hundred cards
 * was the longest part of "Open now" ticked off, and a tap meanwhile waited for it).
 */
const Listing = memo(function Listing({
  places,
  shown,
  context,
}: {
  places: Place[];
  shown: Place[];
  context: CardContext;
}) {
  const all = useMemo(() => groupPlaces(places), [places]);
  const groups = useMemo(() => groupPlaces(shown), [shown]);
  const shownIds = useMemo(() => new Set(shown.map((place) => place.id)), [shown]);
  return (
    <WithMap places={shown} context={context} label={m.guide_map_listed()}>
      <CategoryNav groups={groups} />
      <div className="grid grid-cols-1 gap-12">
        {all.map((group) => (
          <CategorySection key={group.anchor} group={group} shown={shownIds} context={context} />
        ))}
      </div>
    </WithMap>
  );
});

/**
 * The whole guide, searched and filtered, by category. The search box and the boxes answer at
 * once; the list and the map follow the filters a moment later (a deferred value, drawn in the
 * background and given up when the next letter comes), so that typing never waits for a hundred
 * cards. With nothing left, one sentence says so, with a way back, in place of the list and map.
 * Drawn again only when its own props change: not when a place is saved or opened.
 */
export const AllPlaces = memo(function AllPlaces({
  places,
  filters,
  categories,
  onFilters,
  context,
}: {
  places: Place[];
  filters: GuideFilters;
  categories: string[];
  onFilters: (filters: GuideFilters, options?: { typing?: boolean }) => void;
  context: CardContext;
}) {
  // A category the guide does not have (an old or mistyped link) filters nothing.
  const known =
    filters.category === '' || categories.some((c) => categorySlug(c) === filters.category);
  const applied = useMemo(() => (known ? filters : { ...filters, category: '' }), [known, filters]);
  const listed = useDeferredValue(applied);
  const shown = useMemo(
    () => filterGuides(places, listed, context.now),
    [places, listed, context.now],
  );
  const none = shown.length === 0;
  const clear = () => {
    onFilters(NO_FILTERS);
    focusSearch();
  };
  let matches: string | null = null;
  if (none) matches = m.guide_no_match({ total: places.length });
  else if (hasFilters(listed))
    matches = m.guide_matches({ shown: shown.length, total: places.length });
  return (
    <>
      <GuideFiltersBar
        filters={applied}
        categories={categories}
        onChange={onFilters}
        onClear={clear}
      />
      {/* The same status element whether or not anything matches, so each change is announced. */}
      <div
        className={
          none
            ? 'mb-6 rounded-xl border border-dashed border-primary-200 bg-primary-50 p-6 text-primary-900'
            : 'mb-4'
        }
      >
        <p
          role="status"
          className={none ? 'font-semibold' : 'text-sm font-semibold text-slate-700'}
        >
          {matches}
        </p>
        {none ? (
          <Button variant="ghost" className="mt-2 underline" onClick={clear}>
            {m.guide_clear_filters()}
          </Button>
        ) : null}
      </div>
      {none ? null : <Listing places={places} shown={shown} context={context} />}
    </>
  );
});
