import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { plainMessage } from '../../../lib/http/errors';
import { paths } from '../../../lib/routes';
import { requestPasswordReset } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { Notice } from '../../../components/Notice';
import { useAuthDispatch } from '../authSlice';
import { useAuthForm } from '../useAuthForm';

export default function PasswordResetScreen() {
  const dispatch = useAuthDispatch();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { isLoading, failure, submit } = useAuthForm(() => {
    const address = email.trim();
    return dispatch(requestPasswordReset(address))
      .unwrap()
      .then(() => setSentTo(address));
  });

  if (sentTo) {
    // The same answer whether or not an account exists: it reveals nothing.
    return (
      <AuthCard title="Reset your password">
        <Notice tone="success">
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to choose a new
          password. It may take a minute to arrive.
        </Notice>
        <Link to={paths.login.getHref()} className="font-semibold text-primary-800 underline">
          Back to sign in
        </Link>
      </AuthCard>
    );
  }

  const emailErrors = failure?.fieldErrors.email;
  return (
    <AuthCard
      title="Reset your password"
      lead="Enter the email of your account and we will send you a link to choose a new password."
    >
      {failure && !emailErrors ? <Notice>{plainMessage(failure)}</Notice> : null}
      <form className="space-y-4" onSubmit={submit} noValidate>
        <EmailField
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errors={emailErrors}
        />
        <Button type="submit" className="w-full" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
