import { m } from '../../../paraglide/messages.js';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { paths } from '../../../lib/routes';
import { Cards, type CardContext } from '../guide/Cards';
import { WithMap } from '../map/WithMap';
import { saveAll, useNegrilDispatch } from '../negrilSlice';
import type { Guide } from '../types';
import { inOrder } from './inOrder';

/** A trip someone shared: the places in their order, to save in one go. */
export function SharedTrip({
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
        {m.guide_shared_title()}
      </h2>
      <p className="mb-4 text-slate-700">
        {trip.length === 0 ? m.guide_shared_none() : m.guide_shared_intro({ count: trip.length })}
        {gone > 0 && trip.length > 0 ? ` ${m.guide_shared_gone({ count: gone })}` : null}
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
            {m.guide_save_all()}
          </Button>
        ) : null}
        <Link
          to={paths.negril.getHref()}
          className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
        >
          {m.guide_whole_guide()}
        </Link>
        <p role="status" className="text-sm text-slate-700 empty:hidden">
          {saved ? m.guide_saved_all() : null}
        </p>
      </div>
      {trip.length > 0 ? (
        <WithMap guides={trip} context={context} label={m.guide_shared_map()}>
          <Cards guides={trip} context={context} ordered />
        </WithMap>
      ) : null}
    </section>
  );
}
