import type { RouteMeta } from '../../../lib/routeMeta';
import { useState, type SubmitEvent } from 'react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/form/Button';
import { Spinner } from '../../../components/status/Spinner';
import { TextField } from '../../../components/form/TextField';
import { isApiError } from '../../../lib/http/errors';
import { failureSentence, type Sentence } from '../../../lib/http/serverSentences';
import { paths } from '../../../lib/routes';
import { activate } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { Notice } from '../../../components/status/Notice';
import { useAuthDispatch } from '../authSlice';
import { Said } from '../components/Said';
import { m } from '../../../paraglide/messages.js';
import { useLinkTokens } from '../linkTokens';

type Outcome =
  | { state: 'ask' }
  | { state: 'pending' }
  | { state: 'gone' }
  | { state: 'done' }
  /** Activated without a password: the server mailed a link to choose one. */
  | { state: 'mailed' }
  | { state: 'already' }
  | { state: 'invalid' }
  | { state: 'failed'; message: Sentence | null };

/**
 * The mailed activation link. Activating proves the address (the link) and the password chosen at
 * registration together, so that an account registered by someone else with the visitor's address
 * never starts with that someone's password: the visitor types it, or says they do not know it,
 * and the account is then activated without one and a link to choose one is mailed.
 */
export default function ActivateScreen() {
  // Out of the address as the screen opens (../linkTokens.ts); none after a reload.
  const link = useLinkTokens();
  const dispatch = useAuthDispatch();
  const [outcome, setOutcome] = useState<Outcome>({ state: link ? 'ask' : 'gone' });
  const [password, setPassword] = useState('');
  const [wrongPassword, setWrongPassword] = useState(false);
  // The last attempt, with or without the password, for "Try again".
  const [withPassword, setWithPassword] = useState(true);

  const send = (usePassword: boolean) => {
    if (!link) return;
    setWithPassword(usePassword);
    setWrongPassword(false);
    setOutcome({ state: 'pending' });
    void dispatch(activate({ ...link, ...(usePassword ? { password } : {}) })).then((action) => {
      if (activate.fulfilled.match(action)) {
        setOutcome({ state: usePassword ? 'done' : 'mailed' });
        return;
      }
      if (action.meta.condition) {
        setOutcome({ state: 'ask' });
        return;
      }
      const error = action.error;
      if (isApiError(error) && error.status === 400 && error.fieldErrors.password) {
        // What was typed stays, said wrong under the field.
        setWrongPassword(true);
        setOutcome({ state: 'ask' });
      } else if (isApiError(error) && error.status === 403) setOutcome({ state: 'already' });
      else if (isApiError(error) && error.status === 400) setOutcome({ state: 'invalid' });
      else {
        setOutcome({ state: 'failed', message: isApiError(error) ? failureSentence(error) : null });
      }
    });
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(true);
  };

  const signInLink = (
    <Link to={paths.login.getHref()} className="font-semibold text-primary-800 underline">
      {m.auth_sign_in()}
    </Link>
  );

  return (
    <AuthCard title={m.auth_activate_title()}>
      {outcome.state === 'ask' ? (
        <div className="space-y-4">
          <p className="text-slate-700">{m.auth_activate_ask()}</p>
          <form className="space-y-4" onSubmit={submit} noValidate>
            <TextField
              label={m.auth_activate_password()}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
              }}
              errors={wrongPassword ? [m.auth_activate_wrong_password()] : []}
              required
            />
            <Button type="submit" className="w-full">
              {m.auth_activate_submit()}
            </Button>
          </form>
          <div className="space-y-1">
            <Button
              variant="secondary"
              onClick={() => {
                send(false);
              }}
            >
              {m.auth_activate_without()}
            </Button>
            <p className="text-sm text-slate-700">{m.auth_activate_without_note()}</p>
          </div>
        </div>
      ) : null}
      {outcome.state === 'pending' ? <Spinner label={m.auth_activate_pending()} /> : null}
      {outcome.state === 'done' ? (
        <>
          <Notice tone="success">{m.auth_activate_done()}</Notice>
          {signInLink}
        </>
      ) : null}
      {outcome.state === 'mailed' ? (
        <Notice tone="success">{m.auth_activate_done_mailed()}</Notice>
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
              send(withPassword);
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
