import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AsyncContent } from '../../../components/AsyncContent';
import { Button } from '../../../components/Button';
import { ErrorNotice } from '../../../components/Notice';
import { SkeletonBlock } from '../../../components/Skeleton';
import { useRequest } from '../../../lib/hooks';
import { selectIsAdmin } from '../../auth';
import { groupGuides, type GuideGroup } from '../grouping';
import {
  closeCard,
  fetchGuides,
  openCard,
  selectGuidesFailure,
  selectNegril,
  useNegrilDispatch,
  useNegrilSelector,
} from '../negrilSlice';
import type { Guide } from '../types';
import { AdminGuideActions } from './AdminGuideActions';
import { CategoryNav } from './CategoryNav';
import { GuideCard } from './GuideCard';
import { GuideDetailsDialog } from './GuideDetailsDialog';
import { GuideFormDialog } from './GuideFormDialog';
import { guideName } from './GuideImage';

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

function CategorySection({ group, onOpen }: { group: GuideGroup; onOpen: (guide: Guide) => void }) {
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
        <span className="text-sm text-slate-600">
          {count} {count === 1 ? 'place' : 'places'}
        </span>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {group.guides.map((guide) => (
          <li key={guide.id}>
            <GuideCard guide={guide} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The open guide: its places by category, each opening in a dialog; admins add places. The
 * list is fetched each time the guide opens, so what others added shows up.
 */
export function GuideBrowser({ focusOnOpen }: { focusOnOpen: boolean }) {
  const dispatch = useNegrilDispatch();
  const negril = useNegrilSelector(selectNegril);
  const isAdmin = useNegrilSelector(selectIsAdmin);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Guide | null>(null);
  const [deleted, setDeleted] = useState<Guide | null>(null);
  const intro = useRef<HTMLParagraphElement>(null);

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

  let summary = 'Loading the guide…';
  if (guides.length > 0) {
    summary = `${guides.length} ${guides.length === 1 ? 'place' : 'places'} in ${groups.length} ${
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
          <CategoryNav groups={groups} />
          <div className="space-y-12">
            {groups.map((group) => (
              <CategorySection
                key={group.anchor}
                group={group}
                onOpen={(guide) => dispatch(openCard(guide))}
              />
            ))}
          </div>
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
      {content}
      {negril.currentCard ? (
        <GuideDetailsDialog
          guide={negril.currentCard}
          onClose={() => dispatch(closeCard())}
          actions={
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
