import type { RouteMeta } from '../../../lib/routeMeta';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/http/errors';
import { failureSentence, type Sentence } from '../../../lib/http/serverSentences';
import { paths } from '../../../lib/routes';
import { activate } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { Notice } from '../../../components/Notice';
import { useAuthDispatch } from '../authSlice';
import { Said } from '../components/Said';
import { m } from '../../../paraglide/messages.js';
import { useLinkTokens } from '../linkTokens';

type Outcome =
  | { state: 'pending' }
  | { state: 'gone' }
  | { state: 'done' }
  | { state: 'already' }
  | { state: 'invalid' }
  | { state: 'failed'; message: Sentence | null };

export default function ActivateScreen() {
  // Out of the address as the screen opens (../linkTokens.ts); none after a reload.
  const link = useLinkTokens();
  const dispatch = useAuthDispatch();
  const [outcome, setOutcome] = useState<Outcome>({ state: link ? 'pending' : 'gone' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!link) return;
    const { uid, token } = link;
    // The thunk runs once at a time per store: React's second development effect is skipped, and
    // the first one's answer still reaches this (same) component.
    void dispatch(activate({ uid, token })).then((action) => {
      if (activate.fulfilled.match(action)) {
        setOutcome({ state: 'done' });
      } else if (!action.meta.condition) {
        const error = action.error;
        if (isApiError(error) && error.status === 403) setOutcome({ state: 'already' });
        else if (isApiError(error) && error.status === 400) setOutcome({ state: 'invalid' });
        else {
          setOutcome({
            state: 'failed',
            message: isApiError(error) ? failureSentence(error) : null,
          });
        }
      }
    });
  }, [dispatch, link, attempt]);

  const signInLink = (
    <Link to={paths.login.getHref()} className="font-semibold text-primary-800 underline">
      {m.auth_sign_in()}
    </Link>
  );

  return (
    <AuthCard title={m.auth_activate_title()}>
      {outcome.state === 'pending' ? <Spinner label={m.auth_activate_pending()} /> : null}
      {outcome.state === 'done' ? (
        <>
          <Notice tone="success">{m.auth_activate_done()}</Notice>
          {signInLink}
        </>
      ) : null}
      {outcome.state === 'already' ? (
        <>
          <Notice tone="success">{m.auth_activate_already()}</Notice>
          {signInLink}
        </>
      ) : null}
      {outcome.state === 'invalid' ? <Notice>{m.auth_activate_invalid()}</Notice> : null}
      {outcome.state === 'gone' ? (
        <>
          <Notice>{m.auth_activate_link_gone()}</Notice>
          {signInLink}
        </>
      ) : null}
      {outcome.state === 'failed' ? (
        <>
          <Notice>
            {m.auth_activate_failed()}
            {outcome.message ? (
              <>
                {' '}
                <Said sentence={outcome.message} />
              </>
            ) : null}
          </Notice>
          <Button
            onClick={() => {
              setOutcome({ state: 'pending' });
              setAttempt((count) => count + 1);
            }}
          >
            {m.auth_try_again()}
          </Button>
        </>
      ) : null}
    </AuthCard>
  );
}

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: m.route_activate_title() };
}
