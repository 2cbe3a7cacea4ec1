import { m } from '../../../paraglide/messages.js';
import { useEffect, useMemo, useRef } from 'react';
import { ShareButton } from '../../../components/ShareButton';
import { paths } from '../../../lib/routes';
import { Cards, type CardContext } from '../guide/Cards';
import { WithMap } from '../map/WithMap';
import { tripParam } from '../trip';
import type { Guide } from '../types';

/** The visitor's saved places, in the order saved, with the link that shares them. */
export function MyTrip({ trip, context }: { trip: Guide[]; context: CardContext }) {
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
        {m.guide_my_trip()}
      </h2>
      {trip.length === 0 ? (
        <p className="rounded-xl border border-dashed border-primary-200 bg-primary-50 p-6 text-primary-900">
          {m.guide_trip_empty({ button: m.guide_save() })}
        </p>
      ) : (
        <>
          <p className="mb-4 text-slate-700">{m.guide_trip_intro({ count: trip.length })}</p>
          <div className="mb-6">
            {/* A new trip is a new link: what was said of the last one goes with it. */}
            <ShareButton
              key={link}
              url={link}
              title={m.guide_trip_share_title()}
              label={m.guide_trip_share()}
            />
          </div>
          <WithMap guides={trip} context={context} label={m.guide_trip_map()}>
            <Cards guides={trip} context={context} ordered />
          </WithMap>
        </>
      )}
    </section>
  );
}
