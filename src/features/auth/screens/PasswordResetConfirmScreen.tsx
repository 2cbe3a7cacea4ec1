import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { plainMessage } from '../../../lib/http/errors';
import { paths } from '../../../lib/routes';
import { confirmPasswordReset } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { Notice } from '../../../components/Notice';
import { useAuthDispatch } from '../authSlice';
import { useAuthForm } from '../useAuthForm';

export default function PasswordResetConfirmScreen() {
  const { uid = '', token = '' } = useParams();
  const dispatch = useAuthDispatch();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const { isLoading, failure, submit } = useAuthForm(() =>
    dispatch(
      confirmPasswordReset({ uid, token, new_password: password, re_new_password: confirmation }),
    )
      .unwrap()
      .then(() => setDone(true)),
  );

  if (done) {
    return (
      <AuthCard title="Choose a new password">
        <Notice tone="success">Your password has been changed. Sign in with the new one.</Notice>
        <Link to={paths.login.getHref()} className="font-semibold text-primary-800 underline">
          Sign in
        </Link>
      </AuthCard>
    );
  }

  const badLink = Boolean(failure?.fieldErrors.uid ?? failure?.fieldErrors.token);
  const fieldErrors = failure?.fieldErrors ?? {};
  return (
    <AuthCard title="Choose a new password">
      {badLink ? (
        <Notice>
          This reset link is not valid or has already been used.{' '}
          <Link to={paths.passwordReset.getHref()} className="font-semibold underline">
            Ask for a new link
          </Link>
          .
        </Notice>
      ) : failure ? (
        <Notice>{plainMessage(failure)}</Notice>
      ) : null}
      <form className="space-y-4" onSubmit={submit} noValidate>
        <TextField
          label="New password"
          type="password"
          name="new_password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={fieldErrors.new_password}
          required
        />
        <TextField
          label="Confirm password"
          type="password"
          name="re_new_password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          errors={fieldErrors.re_new_password}
          required
        />
        <Button type="submit" className="w-full" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
