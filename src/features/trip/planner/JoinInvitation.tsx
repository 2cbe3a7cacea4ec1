import { m } from '../../../paraglide/messages.js';
import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../../components/Notice';
import { readText, removeItem, writeText } from '../../../lib/browser/storage';
import { toApiError } from '../../../lib/http/errors';
import { plainMessage } from '../../../lib/http/failureWords';
import { paths } from '../../../lib/routes';
import { Link, useLocation, useSearchParams } from '../../../lib/router';
import {
  JOIN_KEY,
  joinWithToken,
  selectIsSignedIn,
  useTogetherDispatch,
  useTogetherSelector,
} from '../store/together';

/** What an invitation's token looks like (the server's are URL-safe, 128 bits or more). */
const TOKEN = /^[\w-]{16,200}$/;

type Joining =
  | { kind: 'waiting' }
  | { kind: 'joining' }
  | { kind: 'joined'; name: string }
  | { kind: 'failed'; text: string };

/**
 * An invitation opened (`/negril?join=<token>`, behind the guide's gate like the rest of the
 * guide): the token is kept in this browser (`negrilTripJoin`) and taken out of the address, and
 * My trip is shown. Signed out, it asks to sign in (coming back here) or to register; once
 * signed in, here or after registering and activating in another tab, the account joins, and
 * the trip joined is shown beside the account's own (`onJoined`). An invitation that no longer
 * works, or a full trip, is said in plain words; a failure of the network keeps the token for the
 * next visit.
 */
export function JoinInvitation({ onJoined }: { onJoined: () => void }) {
  const dispatch = useTogetherDispatch();
  const signedIn = useTogetherSelector(selectIsSignedIn);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const fromAddress = params.get('join');
  const [token, setToken] = useState(() => readText(JOIN_KEY) ?? null);
  const [joining, setJoining] = useState<Joining>({ kind: 'waiting' });
  const asked = useRef<string | null>(null);
  // An invitation in the address is the one to join (kept for after signing in or registering).
  if (fromAddress !== null && TOKEN.test(fromAddress) && fromAddress !== token) {
    writeText(JOIN_KEY, fromAddress);
    setToken(fromAddress);
    setJoining({ kind: 'waiting' });
  }

  // The token leaves the address (a shared or bookmarked address does not carry it on).
  useEffect(() => {
    if (fromAddress === null) return;
    setParams(
      (current) => {
        current.delete('join');
        current.set('view', 'saved');
        return current;
      },
      { replace: true },
    );
  }, [fromAddress, setParams]);

  useEffect(() => {
    if (!token || !signedIn || asked.current === token) return;
    asked.current = token;
    setJoining({ kind: 'joining' });
    dispatch(joinWithToken(token)).then(
      (trip) => {
        removeItem(JOIN_KEY);
        setJoining({ kind: 'joined', name: trip.name });
        onJoined();
      },
      (error: unknown) => {
        const failure = toApiError(error);
        const lasting = failure.status === 404 || failure.status === 409;
        if (lasting || failure.kind === 'client') removeItem(JOIN_KEY);
        setJoining({
          kind: 'failed',
          text:
            failure.status === 404
              ? m.trip_join_invalid()
              : failure.status === 409
                ? m.trip_join_full()
                : m.trip_join_failed({ reason: plainMessage(error) }),
        });
      },
    );
  }, [token, signedIn, dispatch, onJoined]);

  if (!token && joining.kind === 'waiting') return null;
  if (!signedIn && token) {
    const back = `${location.pathname}${location.search}`;
    return (
      <div className="mb-6">
        <Notice tone="warning" live={false}>
          {m.trip_join_sign_in()}{' '}
          <Link to={paths.login.getHref(back)} className="font-semibold underline">
            {m.auth_sign_in()}
          </Link>{' '}
          <Link to={paths.register.getHref()} className="font-semibold underline">
            {m.auth_create_account()}
          </Link>
        </Notice>
      </div>
    );
  }
  if (joining.kind === 'joining') {
    return (
      <p role="status" className="mb-6 text-slate-700">
        {m.trip_join_joining()}
      </p>
    );
  }
  if (joining.kind === 'joined') {
    return (
      <div className="mb-6">
        <Notice tone="success">{m.trip_join_joined({ name: joining.name })}</Notice>
      </div>
    );
  }
  if (joining.kind === 'failed') {
    return (
      <div className="mb-6">
        <Notice>{joining.text}</Notice>
      </div>
    );
  }
  return null;
}
