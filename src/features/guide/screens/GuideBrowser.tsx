import { m } from '../../../paraglide/messages.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AsyncContent } from '../../../components/status/AsyncContent';
import { Button } from '../../../components/form/Button';
import { Notice } from '../../../components/status/Notice';
import { plainMessage } from '../../../lib/http/failureWords';
import { paths } from '../../../lib/routes';
import { useRequest } from '../../../lib/redux/hooks';
import { selectIsAdmin } from '../../auth';
import { AdminPlaceActions } from '../admin/AdminPlaceActions';
import { PlaceFormDialog } from '../admin/PlaceFormDialog';
import { groupPlaces, OTHER_CATEGORY } from '../model/grouping';
import { categoryName, categoryText } from '../model/language';
import {
  closeCard,
  fetchGuides,
  selectGuidesFailure,
  selectGuide,
  useGuideDispatch,
  useGuideSelector,
} from '../store/guideSlice';
import type { Place } from '../model/types';
import { useGuideView, useMinuteClock } from '../list/useGuideView';
import { AllPlaces } from '../list/AllPlaces';
import { PlaceDetailsDialog } from '../card/PlaceDetailsDialog';
import { SaveSlot } from '../card/saveSlot';
import { placeName } from '../model/names';
import { GuideEmpty, GuideSkeleton, guideSummary } from '../list/GuideStates';
import { useCardContext } from '../list/useCardContext';
import { usePlaceAddress } from '../card/usePlaceAddress';
import { ViewTabs } from '../list/ViewTabs';
import {
  editTrip,
  keepPlaces,
  JoinInvitation,
  MyTrip,
  SaveButton,
  savedIds,
  SharedTrip,
  useStoredTrip,
  useTripDispatch,
  useTripSelector,
  useTripSync,
} from '../../trip/lazy';

/**
 * "“Rick’s Café” was added to Bars & Nightlife.", the category marked English when it is the
 * server's own (on a page in another language): the sentence is then cut where the category
 * goes, so that it can be an element.
 */
function AddedTo({ name, category }: { name: string; category: string }) {
  const marked = categoryText(category);
  if (!marked.lang) return m.guide_added_to_category({ name, category: categoryName(category) });
  const mark = '\u0000';
  const [before = '', after = ''] = m.guide_added_to_category({ name, category: mark }).split(mark);
  return (
    <>
      {before}
      <span {...marked}>{categoryName(category)}</span>
      {after}
    </>
  );
}

/**
 * The open guide: its places searched and filtered, by category, beside a map; the visitor's
 * saved places ("My trip") and trips others shared; each place opens in a dialog; admins add
 * places. The list is fetched each time the guide opens, so what others added shows up.
 */
/** The trip's Save button, on every card and in a place's details (place/saveSlot.ts). */
const saveButton = (place: Place) => <SaveButton place={place} />;

export function GuideBrowser({ focusOnOpen }: { focusOnOpen: boolean }) {
  const dispatch = useGuideDispatch();
  const negril = useGuideSelector(selectGuide);
  const isAdmin = useGuideSelector(selectIsAdmin);
  const tripDispatch = useTripDispatch();
  const trip = useTripSelector((state) => state.trip.current);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Place | null>(null);
  const [deleted, setDeleted] = useState<Place | null>(null);
  const intro = useRef<HTMLParagraphElement>(null);
  const now = useMinuteClock();
  const { view, setFilters, show, flush } = useGuideView();
  // Shown by the visitor (a tab, the skip link, "Go to My trip"): its heading takes the focus.
  const focusTrip = useRef(false);
  const showView = useCallback(
    (kind: 'all' | 'saved') => {
      focusTrip.current = kind === 'saved';
      show(kind);
    },
    [show],
  );
  const showTrip = useCallback(() => {
    showView('saved');
  }, [showView]);
  // Before the list is asked for: the list's answer drops the trip's places it no longer has.
  useStoredTrip();
  // Then kept in step with the signed-in account's trip.
  useTripSync();

  // Asked for each time the guide opens; its condition keeps StrictMode's second effect out.
  const ask = useCallback(() => void dispatch(fetchGuides()), [dispatch]);
  const request = useRequest(negril, ask);
  const failure = plainMessage(useGuideSelector(selectGuidesFailure));

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

  const places = negril.negrilGuides;
  useEffect(() => {
    if (view.kind !== 'saved' || !focusTrip.current) return;
    const heading = document.getElementById('my-trip-heading');
    if (!heading) return;
    focusTrip.current = false;
    heading.focus();
  }, [view.kind, places.length]);
  // Saved places the guide no longer has (deleted here or by another admin) leave the trip; an
  // empty list, an answer gone wrong more likely than a guide emptied, takes nothing from it.
  // Here, with the guide, rather than in the slice's reducers: the slice is in every first load.
  useEffect(() => {
    if (places.length > 0) {
      tripDispatch(editTrip(keepPlaces(new Set(places.map(({ id }) => id)))));
    }
  }, [tripDispatch, places]);
  const groups = useMemo(() => groupPlaces(places), [places]);
  const byId = useMemo(() => new Map(places.map((entry) => [entry.id, entry])), [places]);
  const categories = useMemo(
    () => groups.map((group) => group.category).filter((category) => category !== OTHER_CATEGORY),
    [groups],
  );

  // A place opened right after a letter opens on top of an address that has the letter.
  const [context, announced] = useCardContext(byId, now, flush);
  // The place open in detail is the address's: Back closes it, a link opens it.
  const place = usePlaceAddress(byId);

  let summary: string = m.guide_loading_summary();
  if (places.length > 0) summary = guideSummary(places.length, groups.length);
  else if (!request.loading)
    summary = negril.isError ? m.guide_unavailable() : m.guide_empty_summary();
  const addedTo = added
    ? groups.find((group) => group.places.some(({ id }) => id === added.id))?.category
    : undefined;

  const content = (
    <AsyncContent
      items={places}
      request={request}
      loading={{ label: m.guide_loading(), placeholder: <GuideSkeleton /> }}
      failed={{ title: m.guide_load_failed(), text: failure }}
      empty={<GuideEmpty isAdmin={isAdmin} />}
    >
      {() => (
        <>
          {negril.isError ? (
            <div className="mb-6">
              <Notice title={m.guide_refresh_failed()} onRetry={request.retry}>
                {failure} {m.guide_out_of_date()}
              </Notice>
            </div>
          ) : null}
          {view.kind === 'all' ? (
            // Past the tabs and the whole list in one step, for the keyboard.
            <a
              href={paths.negril.getHref(new URLSearchParams({ view: 'saved' }))}
              onClick={(event) => {
                event.preventDefault();
                showView('saved');
              }}
              className="sr-only focus:not-sr-only focus:mb-4 focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-md focus:border focus:border-primary-300 focus:bg-white focus:px-4 focus:font-semibold focus:text-primary-800"
            >
              {m.guide_skip_to_trip()}
            </a>
          ) : null}
          {view.kind === 'shared' ? null : (
            <ViewTabs
              current={view.kind}
              savedCount={savedIds(trip).filter((id) => byId.has(id)).length}
              onShow={showView}
            />
          )}
          {view.kind === 'all' ? (
            <AllPlaces
              places={places}
              filters={view.filters}
              categories={categories}
              onFilters={setFilters}
              context={context}
            />
          ) : view.kind === 'saved' ? (
            <MyTrip byId={byId} context={context} />
          ) : (
            <SharedTrip
              shared={view.trip}
              byId={byId}
              context={context}
              onShowTrip={() => {
                showView('saved');
              }}
            />
          )}
        </>
      )}
    </AsyncContent>
  );

  return (
    <SaveSlot.Provider value={saveButton}>
      <div>
        <JoinInvitation onJoined={showTrip} />
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
              {m.admin_add_guide()}
            </Button>
          ) : null}
        </div>
        <div role="status" className="empty:hidden mb-6">
          {added ? (
            <Notice tone="success" live={false}>
              {addedTo === undefined ? (
                m.guide_added({ name: placeName(added) })
              ) : (
                <AddedTo name={placeName(added)} category={addedTo} />
              )}
            </Notice>
          ) : null}
          {deleted ? (
            <Notice tone="success" live={false}>
              {m.guide_deleted({ name: placeName(deleted) })}
            </Notice>
          ) : null}
        </div>
        <p role="status" className="sr-only">
          {announced}
        </p>
        {content}
        {negril.currentCard ? (
          <PlaceDetailsDialog
            place={negril.currentCard}
            now={now}
            onClose={place.close}
            adminActions={
              isAdmin ? (
                <AdminPlaceActions
                  place={negril.currentCard}
                  onDeleted={(gone) => {
                    setAdded(null);
                    setDeleted(gone);
                  }}
                />
              ) : null
            }
          />
        ) : null}
        {adding ? (
          <PlaceFormDialog
            onClose={() => {
              setAdding(false);
            }}
            onSaved={(saved) => {
              setAdding(false);
              setDeleted(null);
              setAdded(saved);
            }}
          />
        ) : null}
      </div>
    </SaveSlot.Provider>
  );
}
