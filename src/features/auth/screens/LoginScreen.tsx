import type { RouteMeta } from '../../../lib/routeMeta';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { Button } from '../../../components/form/Button';
import { TextField } from '../../../components/form/TextField';
import { toApiError, type ApiError } from '../../../lib/http/errors';
import { tooManyAttempts } from '../../../lib/http/failureWords';
import { failureSentence, serverSentences } from '../../../lib/http/serverSentences';
import { paths, safeNextPath } from '../../../lib/routes';
import { localizedPath } from '../../../lib/i18n/locales';
import { getLocale } from '../../../lib/i18n/runtime';
import { resendActivation, signIn } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { Notice } from '../../../components/status/Notice';
import { GoogleSignIn } from '../components/GoogleSignIn';
import { useAuthDispatch } from '../authSlice';
import { useAuthForm } from '../useAuthForm';
import { Said, withElement } from '../components/Said';
import { m } from '../../../paraglide/messages.js';
import { readText } from '../../../lib/browser/storage';
import { JOIN_KEY } from '../../trip';

type Resend = 'idle' | 'sending' | 'sent' | ApiError;

export default function LoginScreen() {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Back to the page asked for, in this page's language (a shared English `next` included).
  // Without one, an invitation to a trip opened before (and kept while registering, perhaps in
  // another tab) is joined next: the guide's My trip joins it.
  const fallback = readText(JOIN_KEY)
    ? paths.negril.getHref(new URLSearchParams({ view: 'saved' }))
    : paths.account.getHref();
  const next = localizedPath(safeNextPath(params.get('next'), fallback), getLocale());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [resend, setResend] = useState<Resend>('idle');

  const goOn = () => {
    navigate(next, { replace: true });
  };

  const { isLoading, failure, submit } = useAuthForm(() => {
    setResend('idle');
    return dispatch(signIn({ email: email.trim(), password }))
      .unwrap()
      .then(goOn);
  });

  const sendActivation = () => {
    setResend('sending');
    dispatch(resendActivation(email.trim()))
      .unwrap()
      .then(() => setResend('sent'))
      .catch((error: unknown) => setResend(toApiError(error)));
  };

  // djoser answers a wrong password and a not-yet-activated account alike.
  const wrongCredentials = failure?.status === 401;

  return (
    <AuthCard title={m.auth_sign_in()} lead={m.auth_login_lead()}>
      {failure ? (
        <Notice>
          {wrongCredentials ? (
            <>
              <p className="font-semibold">{m.auth_login_wrong()}</p>
              <p className="mt-1">
                {withElement(
                  (link) => m.auth_login_check({ link }),
                  <Link to={paths.passwordReset.getHref()} className="underline">
                    {m.auth_login_reset_link()}
                  </Link>,
                )}
              </p>
              {resend === 'sent' ? (
                <p className="mt-2 font-semibold">{m.auth_login_resent()}</p>
              ) : (
                <button
                  type="button"
                  className="mt-2 font-semibold underline disabled:opacity-60"
                  onClick={sendActivation}
                  disabled={resend === 'sending' || email.trim() === ''}
                >
                  {resend === 'sending' ? m.auth_sending() : m.auth_login_resend()}
                </button>
              )}
              {typeof resend === 'object' ? (
                <p className="mt-1">
                  {/* The server limits these mails per address and per visitor (429). */}
                  {resend.status === 429 ? tooManyAttempts(resend) : m.auth_login_resend_failed()}
                </p>
              ) : null}
            </>
          ) : (
            <p>
              <Said
                sentence={failureSentence(failure, 'the server', {
                  429: (error) => tooManyAttempts(error, 'sign-in attempts'),
                })}
              />
            </p>
          )}
        </Notice>
      ) : null}
      <form className="space-y-4" onSubmit={submit} noValidate>
        <EmailField
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errors={serverSentences(failure?.fieldErrors.email)}
        />
        <TextField
          label={m.auth_password()}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={serverSentences(failure?.fieldErrors.password)}
          required
        />
        <Button type="submit" className="w-full" disabled={isLoading}>
          {isLoading ? m.auth_login_submitting() : m.auth_sign_in()}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" /> {m.auth_or()}{' '}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleSignIn onSignedIn={goOn} />
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <Link to={paths.register.getHref()} className="font-semibold text-primary-800 underline">
          {m.auth_create_account()}
        </Link>
        <Link
          to={paths.passwordReset.getHref()}
          className="font-semibold text-primary-800 underline"
        >
          {m.auth_login_forgot()}
        </Link>
      </p>
    </AuthCard>
  );
}

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: m.route_login_title(), description: m.route_login_description() };
}
