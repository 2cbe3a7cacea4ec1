import { m } from '../../../paraglide/messages.js';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../../components/form/Button';
import { listFormat } from '../../../lib/i18n/intlFormat';
import {
  loadTrips,
  ownTrip,
  selectIsSignedIn,
  selectMe,
  shownTrip,
  switchTrip,
  useTogetherDispatch,
  useTogetherSelector,
} from '../store/together';

/** The dialog, fetched when it is first opened (the guide's chunk stays within its budget). */
const PlanTogether = lazy(() => import('./PlanTogether'));

/**
 * Above My trip, for a signed-in account whose server plans trips together: which trip is shown
 * (the account's own, or one joined), and "Plan together". Nothing for a visitor, or when the
 * server has no trips together (404). A trip the account is no longer on (the sync's 404, see
 * useTripSync.ts) has given way to its own: said here.
 */
export function TripTogether() {
  const dispatch = useTogetherDispatch();
  const signedIn = useTogetherSelector(selectIsSignedIn);
  const me = useTogetherSelector(selectMe);
  const state = useTogetherSelector((store) => store.trip);
  const { shared, together } = state;
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (signedIn) void dispatch(loadTrips());
  }, [signedIn, dispatch]);

  if (!signedIn || together.status !== 'ready') return null;
  const own = ownTrip(together.trips);
  const joined = together.trips.filter((trip) => trip !== own);
  const shown = shownTrip(state);
  const people = (names: string[]) => listFormat(names);

  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      {joined.length > 0 ? (
        <label className="grid gap-1 text-sm font-semibold text-slate-800">
          {m.trip_switch_label()}
          <select
            value={shared === null ? 'own' : String(shared)}
            onChange={(event) => {
              const value = event.target.value;
              dispatch(switchTrip(value === 'own' ? null : Number(value)));
            }}
            className="min-h-11 max-w-full rounded-md border border-slate-400 bg-white px-2 font-normal text-slate-900"
          >
            <option value="own">{m.trip_own()}</option>
            {joined.map((trip) => (
              <option key={trip.id} value={String(trip.id)}>
                {m.trip_option_together({
                  name: trip.name,
                  people: people(
                    trip.members.filter((member) => member.id !== me).map((member) => member.name),
                  ),
                })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setSaid('');
          setOpen(true);
          // Who plans it now (someone may have joined since the list was read).
          void dispatch(loadTrips());
        }}
      >
        {m.trip_together_open()}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PlanTogether
            trip={shown}
            me={me}
            onClose={() => {
              setOpen(false);
            }}
            onLeft={(name) => {
              setOpen(false);
              setSaid(m.trip_together_left({ name }));
            }}
          />
        </Suspense>
      ) : null}
      <p role="status" className="basis-full text-sm text-slate-700 empty:sr-only">
        {said || (state.lost ? m.trip_sync_gone() : '')}
      </p>
    </div>
  );
}
