import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { isApiError, plainMessage } from '../../../lib/http/errors';
import { paths } from '../../../lib/routes';
import { activate } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { Notice } from '../../../components/Notice';
import { useAuthDispatch } from '../authSlice';

type Outcome =
  | { state: 'pending' }
  | { state: 'done' }
  | { state: 'already' }
  | { state: 'invalid' }
  | { state: 'failed'; message: string };

export default function ActivateScreen() {
  const { uid = '', token = '' } = useParams();
  const dispatch = useAuthDispatch();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'pending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The thunk runs once at a time per store: React's second development effect is skipped, and
    // the first one's answer still reaches this (same) component.
    void dispatch(activate({ uid, token })).then((action) => {
      if (activate.fulfilled.match(action)) {
        setOutcome({ state: 'done' });
      } else if (!action.meta.condition) {
        const error = action.error;
        if (isApiError(error) && error.status === 403) setOutcome({ state: 'already' });
        else if (isApiError(error) && error.status === 400) setOutcome({ state: 'invalid' });
        else setOutcome({ state: 'failed', message: isApiError(error) ? plainMessage(error) : '' });
      }
    });
  }, [dispatch, uid, token, attempt]);

  const signInLink = (
    <Link to={paths.login.getHref()} className="font-semibold text-primary-800 underline">
      Sign in
    </Link>
  );

  return (
    <AuthCard title="Activate your account">
      {outcome.state === 'pending' ? <Spinner label="Activating your account" /> : null}
      {outcome.state === 'done' ? (
        <>
          <Notice tone="success">Your account is active. Welcome to Negril Life!</Notice>
          {signInLink}
        </>
      ) : null}
      {outcome.state === 'already' ? (
        <>
          <Notice tone="success">This account is already activated. You can sign in.</Notice>
          {signInLink}
        </>
      ) : null}
      {outcome.state === 'invalid' ? (
        <Notice>
          This activation link is not valid: it may be incomplete or mistyped. Copy the whole link
          from the e-mail, or sign in and ask for a new activation e-mail.
        </Notice>
      ) : null}
      {outcome.state === 'failed' ? (
        <>
          <Notice>Your account could not be activated. {outcome.message}</Notice>
          <Button
            onClick={() => {
              setOutcome({ state: 'pending' });
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </Button>
        </>
      ) : null}
    </AuthCard>
  );
}
