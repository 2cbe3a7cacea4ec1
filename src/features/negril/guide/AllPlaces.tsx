import { m } from '../../../paraglide/messages.js';
import { useMemo } from 'react';
import { Button } from '../../../components/Button';
import { categorySlug, filterGuides, hasFilters, type GuideFilters } from '../filters';
import { groupGuides, type GuideGroup } from '../grouping';
import { categoryName, categoryText } from '../language';
import { WithMap } from '../map/WithMap';
import type { Guide } from '../types';
import { Cards, places, type CardContext } from './Cards';
import { CategoryNav } from './CategoryNav';
import { focusSearch, GuideFiltersBar, NO_FILTERS } from './GuideFiltersBar';

function CategorySection({ group, context }: { group: GuideGroup; context: CardContext }) {
  const headingId = `${group.anchor}-heading`;
  const count = group.guides.length;
  return (
    <section id={group.anchor} aria-labelledby={headingId} className="scroll-mt-28 md:scroll-mt-36">
      <div className="mb-4 flex items-baseline gap-3">
        <h2
          id={headingId}
          tabIndex={-1}
          className="text-2xl font-bold text-primary-900 focus:outline-none focus-visible:outline-2"
        >
          <span {...categoryText(group.category)}>{categoryName(group.category)}</span>
        </h2>
        <span className="text-sm text-slate-600">{places(count)}</span>
      </div>
      <Cards guides={group.guides} context={context} />
    </section>
  );
}

/** The whole guide, searched and filtered, by category. */
export function AllPlaces({
  guides,
  filters,
  categories,
  onFilters,
  context,
}: {
  guides: Guide[];
  filters: GuideFilters;
  categories: string[];
  onFilters: (filters: GuideFilters, options?: { typing?: boolean }) => void;
  context: CardContext;
}) {
  // A category the guide does not have (an old or mistyped link) filters nothing.
  const known =
    filters.category === '' || categories.some((c) => categorySlug(c) === filters.category);
  const applied = useMemo(() => (known ? filters : { ...filters, category: '' }), [known, filters]);
  const shown = useMemo(
    () => filterGuides(guides, applied, context.now),
    [guides, applied, context.now],
  );
  const groups = useMemo(() => groupGuides(shown), [shown]);
  const filtered = hasFilters(applied);
  const clear = () => {
    onFilters(NO_FILTERS);
    focusSearch();
  };
  return (
    <>
      <GuideFiltersBar
        filters={applied}
        categories={categories}
        onChange={onFilters}
        onClear={clear}
      />
      <p role="status" className="mb-4 text-sm font-semibold text-slate-700">
        {filtered ? m.guide_matches({ shown: shown.length, total: guides.length }) : null}
      </p>
      <WithMap guides={shown} context={context} label={m.guide_map_listed()}>
        {shown.length === 0 ? (
          <div className="rounded-xl border border-dashed border-primary-200 bg-primary-50 p-6 text-primary-900">
            <p className="font-semibold">{m.guide_no_match()}</p>
            <Button variant="ghost" className="mt-2 underline" onClick={clear}>
              {m.guide_clear_filters()}
            </Button>
          </div>
        ) : (
          <>
            <CategoryNav groups={groups} />
            <div className="space-y-12">
              {groups.map((group) => (
                <CategorySection key={group.anchor} group={group} context={context} />
              ))}
            </div>
          </>
        )}
      </WithMap>
    </>
  );
}
