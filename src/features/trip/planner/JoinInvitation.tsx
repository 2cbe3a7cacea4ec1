import { m } from '../../../paraglide/messages.js';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/form/Button';
import { Notice } from '../../../components/status/Notice';
import { readText, removeItem, writeText } from '../../../lib/browser/storage';
import { toApiError } from '../../../lib/http/errors';
import { plainMessage } from '../../../lib/http/failureWords';
import { paths } from '../../../lib/routes';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import {
  JOIN_KEY,
  joinWithToken,
  selectIsSignedIn,
  useTogetherDispatch,
  useTogetherSelector,
} from '../store/together';

/** What an invitation's token looks like (the server's are URL-safe, 128 bits or more). */
const TOKEN = /^[\w-]{16,200}$/;

/** The token of an invitation's address (`#join=<token>`), or null. */
function tokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('join');
  return token !== null && TOKEN.test(token) ? token : null;
}

type Joining =
  | { kind: 'waiting' }
  | { kind: 'joining' }
  | { kind: 'joined'; name: string }
  | { kind: 'failed'; text: string };

/**
 * An invitation opened (`/negril#join=<token>`, behind the guide's gate like the rest of the
 * guide): the token is kept in this browser (`negrilTripJoin`) and taken out of the address, and
 * My trip is shown. Signed out, it asks to sign in (coming back here) or to register (a sign-in
 * later, perhaps in another tab after activating, comes here while a token waits), or "Not now".
 * Once signed in, the account joins, and the trip joined is shown beside the account's own
 * (`onJoined`). An invitation that no longer works, or a full trip, is said in plain words; a
 * failure of the network keeps the token for the next visit. What happens is said in one live
 * region, there from the start.
 */
export function JoinInvitation({ onJoined }: { onJoined: () => void }) {
  const dispatch = useTogetherDispatch();
  const signedIn = useTogetherSelector(selectIsSignedIn);
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = tokenOf(location.hash);
  const [token, setToken] = useState(() => readText(JOIN_KEY) ?? null);
  const [joining, setJoining] = useState<Joining>({ kind: 'waiting' });
  const asked = useRef<string | null>(null);
  // An invitation in the address is the one to join (kept for after signing in or registering).
  if (fromAddress !== null && fromAddress !== token) {
    writeText(JOIN_KEY, fromAddress);
    setToken(fromAddress);
    setJoining({ kind: 'waiting' });
  }

  // The token leaves the address (Back, a bookmark or a shared address do not carry it on), and
  // My trip is shown.
  const hasJoin = location.hash.includes('join=');
  useEffect(() => {
    if (!hasJoin) return;
    const search = new URLSearchParams(location.search);
    search.set('view', 'saved');
    navigate(
      { pathname: location.pathname, search: `?${search.toString()}`, hash: '' },
      { replace: true },
    );
  }, [hasJoin, location.pathname, location.search, navigate]);

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

  const said =
    joining.kind === 'joining'
      ? m.trip_join_joining()
      : joining.kind === 'joined'
        ? m.trip_join_joined({ name: joining.name })
        : '';
  const asking = !signedIn && token !== null;
  return (
    <div className={said || asking || joining.kind === 'failed' ? 'mb-6 grid gap-3' : ''}>
      <p role="status" className="font-semibold text-primary-900 empty:sr-only">
        {said}
      </p>
      {asking ? (
        <Notice tone="warning" live={false}>
          {m.trip_join_sign_in()}
          <span className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-2">
            <Link
              to={paths.login.getHref(`${location.pathname}${location.search}`)}
              className="font-semibold underline"
            >
              {m.auth_sign_in()}
            </Link>
            <Link to={paths.register.getHref()} className="font-semibold underline">
              {m.auth_create_account()}
            </Link>
            <Button
              variant="ghost"
              onClick={() => {
                removeItem(JOIN_KEY);
                setToken(null);
              }}
            >
              {m.trip_join_dismiss()}
            </Button>
          </span>
        </Notice>
      ) : null}
      {joining.kind === 'failed' ? <Notice>{joining.text}</Notice> : null}
    </div>
  );
}
