import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AsyncContent } from '../../../components/AsyncContent';
import { Button } from '../../../components/Button';
import { ErrorNotice } from '../../../components/Notice';
import { ShareButton } from '../../../components/ShareButton';
import { SkeletonBlock } from '../../../components/Skeleton';
import { useRequest } from '../../../lib/hooks';
import { paths } from '../../../lib/paths';
import { selectIsAdmin } from '../../auth';
import { categorySlug, filterGuides, hasFilters, type GuideFilters } from '../filters';
import { groupGuides, OTHER_CATEGORY, type GuideGroup } from '../grouping';
import {
  closeCard,
  fetchGuides,
  openCard,
  saveAll,
  selectGuidesFailure,
  selectNegril,
  useNegrilDispatch,
  useNegrilSelector,
} from '../negrilSlice';
import { tripParam } from '../trip';
import type { Guide } from '../types';
import { useGuideView, useMinuteClock } from '../useGuideView';
import { AdminGuideActions } from './AdminGuideActions';
import { CategoryNav } from './CategoryNav';
import { cardId, GuideCard, type GuideCardProps } from './GuideCard';
import { GuideDetailsDialog } from './GuideDetailsDialog';
import { focusSearch, GuideFiltersBar, NO_FILTERS } from './GuideFiltersBar';
import { GuideFormDialog } from './GuideFormDialog';
import { guideName } from './GuideImage';
import { LazyGuideMap } from './LazyGuideMap';

function GuideSkeleton() {
  return (
    <>
      <div aria-hidden="true" className="mb-8 flex gap-2 overflow-hidden">
        {[28, 36, 32, 40].map((width) => (
          <SkeletonBlock
            key={width}
            className="h-11 shrink-0"
            rounded="rounded-full"
            style={{ width: `${width * 4}px` }}
          />
        ))}
      </div>
      <SkeletonBlock className="mb-4 h-7 w-48" />
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[1, 2, 3].map((key) => (
          <li key={key} className="overflow-hidden rounded-xl border border-slate-200">
            <SkeletonBlock className="aspect-[3/2]" rounded="rounded-none" />
            <div className="space-y-2 p-4">
              <SkeletonBlock className="h-5 w-2/3" />
              <SkeletonBlock className="h-4 w-1/3" />
              <SkeletonBlock className="h-4 w-1/2" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** What every card of the current list and its map share. */
type CardContext = Omit<GuideCardProps, 'guide' | 'selected'> & {
  selectedId: number | null;
  /** A pin chosen on the map. */
  onSelectOnMap: (id: number) => void;
};

function Cards({
  guides,
  context,
  ordered = false,
}: {
  guides: Guide[];
  context: CardContext;
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="grid gap-6 sm:grid-cols-2">
      {guides.map((guide) => (
        <li key={guide.id}>
          <GuideCard
            guide={guide}
            now={context.now}
            onOpen={context.onOpen}
            onShowOnMap={context.onShowOnMap}
            selected={guide.id === context.selectedId}
          />
        </li>
      ))}
    </List>
  );
}

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
          {group.category}
        </h2>
        <span className="text-sm text-slate-600">{places(count)}</span>
      </div>
      <Cards guides={group.guides} context={context} />
    </section>
  );
}

const places = (count: number) => `${count} ${count === 1 ? 'place' : 'places'}`;

/** The list with its map: above it on a phone, beside it from `lg` on. The map comes first. */
function WithMap({
  guides,
  context,
  label,
  children,
}: {
  guides: Guide[];
  context: CardContext;
  label: string;
  children: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-8">
      <div className="lg:col-start-2 lg:row-start-1">
        <div className="lg:sticky lg:top-4">
          <button
            type="button"
            className="sr-only focus:not-sr-only focus:mb-2 focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-md focus:bg-white focus:px-3 focus:font-semibold focus:text-primary-800"
            onClick={() => {
              list.current?.focus();
            }}
          >
            Skip the map
          </button>
          <LazyGuideMap
            places={guides}
            selectedId={context.selectedId}
            onSelect={context.onSelectOnMap}
            label={label}
          />
        </div>
      </div>
      <div ref={list} tabIndex={-1} className="focus:outline-none lg:col-start-1 lg:row-start-1">
        {children}
      </div>
    </div>
  );
}

/** The whole guide, searched and filtered, by category. */
function AllPlaces({
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
        {filtered ? `${shown.length} of ${places(guides.length)} match.` : null}
      </p>
      <WithMap guides={shown} context={context} label="Map of the places listed">
        {shown.length === 0 ? (
          <div className="rounded-xl border border-dashed border-primary-200 bg-primary-50 p-6 text-primary-900">
            <p className="font-semibold">No places match these filters.</p>
            <Button variant="ghost" className="mt-2 underline" onClick={clear}>
              Clear filters
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

/** Places by id, in the order given; ids no longer in the guide are left out. */
function inOrder(ids: number[], byId: Map<number, Guide>): Guide[] {
  return ids.flatMap((id) => {
    const guide = byId.get(id);
    return guide ? [guide] : [];
  });
}

/** The visitor's saved places, in the order saved, with the link that shares them. */
function MyTrip({ trip, context }: { trip: Guide[]; context: CardContext }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const count = useRef(trip.length);
  // A place taken out of the trip takes its card, and the focus, with it: focus goes to the
  // trip's heading instead of the page's start.
  useEffect(() => {
    const removed = trip.length < count.current;
    count.current = trip.length;
    if (removed && (document.activeElement === document.body || !document.activeElement)) {
      heading.current?.focus();
    }
  }, [trip.length]);
  const link = useMemo(() => {
    const search = new URLSearchParams({ trip: tripParam(trip.map((guide) => guide.id)) });
    return new URL(paths.negril.getHref(search), window.location.origin).href;
  }, [trip]);
  return (
    <section aria-labelledby="my-trip-heading">
      <h2
        id="my-trip-heading"
        ref={heading}
        tabIndex={-1}
        className="mb-2 text-2xl font-bold text-primary-900 focus:outline-none focus-visible:outline-2"
      >
        My trip
      </h2>
      {trip.length === 0 ? (
        <p className="rounded-xl border border-dashed border-primary-200 bg-primary-50 p-6 text-primary-900">
          No saved places yet. Press “Save” on a place to keep it here: saved places stay in this
          browser, signed in or not.
        </p>
      ) : (
        <>
          <p className="mb-4 text-slate-700">
            {places(trip.length)}, in the order you saved them. They stay in this browser, signed in
            or not.
          </p>
          <div className="mb-6">
            {/* A new trip is a new link: what was said of the last one goes with it. */}
            <ShareButton key={link} url={link} title="My trip in Negril" label="Share my trip" />
          </div>
          <WithMap guides={trip} context={context} label="Map of my trip">
            <Cards guides={trip} context={context} ordered />
          </WithMap>
        </>
      )}
    </section>
  );
}

/** A trip someone shared: the places in their order, to save in one go. */
function SharedTrip({
  ids,
  byId,
  context,
}: {
  ids: number[];
  byId: Map<number, Guide>;
  context: CardContext;
}) {
  const dispatch = useNegrilDispatch();
  const [saved, setSaved] = useState(false);
  const trip = inOrder(ids, byId);
  const gone = ids.length - trip.length;
  return (
    <section aria-labelledby="shared-trip-heading">
      <h2 id="shared-trip-heading" className="mb-2 text-2xl font-bold text-primary-900">
        A shared trip
      </h2>
      <p className="mb-4 text-slate-700">
        {trip.length === 0
          ? 'None of the places in this trip is in the guide any more.'
          : `${places(trip.length)} someone shared with you.`}
        {gone > 0 && trip.length > 0
          ? ` ${gone === 1 ? 'One place is' : `${gone} places are`} no longer in the guide.`
          : null}
      </p>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        {trip.length > 0 ? (
          <Button
            variant="secondary"
            onClick={() => {
              dispatch(saveAll(trip.map((guide) => guide.id)));
              setSaved(true);
            }}
          >
            Save all to my trip
          </Button>
        ) : null}
        <Link
          to={paths.negril.getHref()}
          className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
        >
          See the whole guide
        </Link>
        <p role="status" className="text-sm text-slate-700 empty:hidden">
          {saved ? 'Saved to your trip.' : null}
        </p>
      </div>
      {trip.length > 0 ? (
        <WithMap guides={trip} context={context} label="Map of the shared trip">
          <Cards guides={trip} context={context} ordered />
        </WithMap>
      ) : null}
    </section>
  );
}

function ViewTabs({
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
    <div role="group" aria-label="Show" className="mb-6 flex flex-wrap gap-2">
      {tab('all', 'All places')}
      {tab('saved', `My trip (${savedCount})`)}
    </div>
  );
}

/**
 * The open guide: its places searched and filtered, by category, beside a map; the visitor's
 * saved places ("My trip") and trips others shared; each place opens in a dialog; admins add
 * places. The list is fetched each time the guide opens, so what others added shows up.
 */
export function GuideBrowser({ focusOnOpen }: { focusOnOpen: boolean }) {
  const dispatch = useNegrilDispatch();
  const negril = useNegrilSelector(selectNegril);
  const isAdmin = useNegrilSelector(selectIsAdmin);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Guide | null>(null);
  const [deleted, setDeleted] = useState<Guide | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [announced, setAnnounced] = useState('');
  const intro = useRef<HTMLParagraphElement>(null);
  const now = useMinuteClock();
  const { view, setFilters, show } = useGuideView();

  // Asked for each time the guide opens; its condition keeps StrictMode's second effect out.
  const ask = useCallback(() => void dispatch(fetchGuides()), [dispatch]);
  const request = useRequest(negril, ask);
  const failure = useNegrilSelector(selectGuidesFailure);

  // An open card belongs to this visit of the guide.
  useEffect(
    () => () => {
      dispatch(closeCard());
    },
    [dispatch],
  );

  useEffect(() => {
    if (focusOnOpen) intro.current?.focus();
  }, [focusOnOpen]);

  // The deleted guide's detail and card are gone, and with them what had the focus.
  useEffect(() => {
    if (deleted) intro.current?.focus();
  }, [deleted]);

  const guides = negril.negrilGuides;
  const groups = useMemo(() => groupGuides(guides), [guides]);
  const byId = useMemo(() => new Map(guides.map((guide) => [guide.id, guide])), [guides]);
  const categories = groups
    .map((group) => group.category)
    .filter((category) => category !== OTHER_CATEGORY);

  const context: CardContext = {
    now,
    selectedId,
    onOpen: (guide) => dispatch(openCard(guide)),
    // Pressed again, "Show on map" lets the place go.
    onShowOnMap: (guide) => {
      setSelectedId((current) => (current === guide.id ? null : guide.id));
    },
    onSelectOnMap: (id) => {
      setSelectedId(id);
      const guide = byId.get(id);
      if (!guide) return;
      setAnnounced(`${guideName(guide)}: outlined in the list.`);
      document.getElementById(cardId(guide))?.scrollIntoView({ block: 'nearest' });
    },
  };

  let summary = 'Loading the guide…';
  if (guides.length > 0) {
    summary = `${places(guides.length)} in ${groups.length} ${
      groups.length === 1 ? 'category' : 'categories'
    }. Open one for its details.`;
  } else if (!request.loading)
    summary = negril.isError ? 'The guide is unavailable.' : 'The guide is empty.';

  const content = (
    <AsyncContent
      items={guides}
      request={request}
      loading={{ label: 'Loading the guide', placeholder: <GuideSkeleton /> }}
      failed={{ title: 'The guide could not be loaded.', text: failure }}
      empty={
        <div className="rounded-xl border border-dashed border-primary-200 bg-primary-50 p-6 text-primary-900">
          <p className="font-semibold">No places in the guide yet.</p>
          <p className="mt-1 text-sm">
            {isAdmin
              ? 'Add the first one with “Add guide”.'
              : 'Our team is adding their favourite places: please come back soon.'}
          </p>
        </div>
      }
    >
      {() => (
        <>
          {negril.isError ? (
            <div className="mb-6">
              <ErrorNotice title="The guide could not be refreshed." onRetry={request.retry}>
                {failure} The places below may be out of date.
              </ErrorNotice>
            </div>
          ) : null}
          {view.kind === 'shared' ? null : (
            <ViewTabs current={view.kind} savedCount={negril.saved.length} onShow={show} />
          )}
          {view.kind === 'all' ? (
            <AllPlaces
              guides={guides}
              filters={view.filters}
              categories={categories}
              onFilters={setFilters}
              context={context}
            />
          ) : view.kind === 'saved' ? (
            <MyTrip trip={inOrder(negril.saved, byId)} context={context} />
          ) : (
            <SharedTrip ids={view.ids} byId={byId} context={context} />
          )}
        </>
      )}
    </AsyncContent>
  );

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p ref={intro} tabIndex={-1} className="text-slate-700 focus:outline-none">
          {summary}
        </p>
        {isAdmin ? (
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            onClick={() => {
              setAdded(null);
              setDeleted(null);
              setAdding(true);
            }}
          >
            <span aria-hidden="true" className="text-lg leading-none">
              +
            </span>
            Add guide
          </Button>
        ) : null}
      </div>
      <div role="status" className="empty:hidden mb-6">
        {added ? (
          <p className="rounded-md border border-primary-300 bg-primary-50 p-3 text-sm text-primary-900">
            “{guideName(added)}” was added to{' '}
            {groups.find((group) => group.guides.some((guide) => guide.id === added.id))
              ?.category ?? 'the guide'}
            .
          </p>
        ) : null}
        {deleted ? (
          <p className="rounded-md border border-primary-300 bg-primary-50 p-3 text-sm text-primary-900">
            “{guideName(deleted)}” was deleted from the guide.
          </p>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announced}
      </p>
      {content}
      {negril.currentCard ? (
        <GuideDetailsDialog
          guide={negril.currentCard}
          now={now}
          onClose={() => dispatch(closeCard())}
          adminActions={
            isAdmin ? (
              <AdminGuideActions
                guide={negril.currentCard}
                onDeleted={(guide) => {
                  setAdded(null);
                  setDeleted(guide);
                }}
              />
            ) : null
          }
        />
      ) : null}
      {adding ? (
        <GuideFormDialog
          onClose={() => {
            setAdding(false);
          }}
          onSaved={(guide) => {
            setAdding(false);
            setDeleted(null);
            setAdded(guide);
          }}
        />
      ) : null}
    </div>
  );
}
