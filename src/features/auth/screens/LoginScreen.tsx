import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { plainMessage, tooManyAttempts } from '../../../lib/http/errors';
import { paths, safeNextPath } from '../../../lib/routes';
import { resendActivation, signIn } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { Notice } from '../../../components/Notice';
import { GoogleSignIn } from '../components/GoogleSignIn';
import { useAuthDispatch } from '../authSlice';
import { useAuthForm } from '../useAuthForm';

type Resend = 'idle' | 'sending' | 'sent' | 'failed';

export default function LoginScreen() {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), paths.account.getHref());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [resend, setResend] = useState<Resend>('idle');

  const goOn = () => {
    void navigate(next, { replace: true });
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
      .catch(() => setResend('failed'));
  };

  // djoser answers a wrong password and a not-yet-activated account alike.
  const wrongCredentials = failure?.status === 401;

  return (
    <AuthCard title="Sign in" lead="Welcome back. Sign in with your email, or with Google.">
      {failure ? (
        <Notice>
          {wrongCredentials ? (
            <>
              <p className="font-semibold">
                The email or password is not right, or the account has not been activated yet.
              </p>
              <p className="mt-1">
                Check both, or{' '}
                <Link to={paths.passwordReset.getHref()} className="underline">
                  reset your password
                </Link>
                . If you registered recently, open the link in the activation e-mail.
              </p>
              {resend === 'sent' ? (
                <p className="mt-2 font-semibold">
                  If an account with this email is waiting for activation, a new link is on its way.
                </p>
              ) : (
                <button
                  type="button"
                  className="mt-2 font-semibold underline disabled:opacity-60"
                  onClick={sendActivation}
                  disabled={resend === 'sending' || email.trim() === ''}
                >
                  {resend === 'sending' ? 'Sending…' : 'Send a new activation e-mail'}
                </button>
              )}
              {resend === 'failed' ? (
                <p className="mt-1">The activation e-mail could not be sent. Please try again.</p>
              ) : null}
            </>
          ) : (
            <p>
              {plainMessage(failure, 'the server', {
                429: (error) => tooManyAttempts(error, 'sign-in attempts'),
              })}
            </p>
          )}
        </Notice>
      ) : null}
      <form className="space-y-4" onSubmit={submit} noValidate>
        <EmailField
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errors={failure?.fieldErrors.email}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={failure?.fieldErrors.password}
          required
        />
        <Button type="submit" className="w-full" disabled={isLoading}>
          {isLoading ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" /> or{' '}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleSignIn onSignedIn={goOn} />
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <Link to={paths.register.getHref()} className="font-semibold text-primary-800 underline">
          Create an account
        </Link>
        <Link
          to={paths.passwordReset.getHref()}
          className="font-semibold text-primary-800 underline"
        >
          Forgot your password?
        </Link>
      </p>
    </AuthCard>
  );
}
