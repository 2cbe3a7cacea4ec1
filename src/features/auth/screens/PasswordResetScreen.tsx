import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { isApiError, plainMessage, type ApiError } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { requestPasswordReset } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { useAuthDispatch, useAuthSelector } from '../authSlice';

export default function PasswordResetScreen() {
  const dispatch = useAuthDispatch();
  const isLoading = useAuthSelector((state) => state.auth.isLoading);
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    const address = email.trim();
    dispatch(requestPasswordReset(address))
      .unwrap()
      .then(() => setSentTo(address))
      .catch((error: unknown) => {
        if (isApiError(error)) setFailure(error);
      });
  };

  if (sentTo) {
    // The same answer whether or not an account exists: it reveals nothing.
    return (
      <AuthCard title="Reset your password">
        <FormAlert tone="success">
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to choose a new
          password. It may take a minute to arrive.
        </FormAlert>
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
      {failure && !emailErrors ? <FormAlert>{plainMessage(failure)}</FormAlert> : null}
      <form className="space-y-4" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errors={emailErrors}
          required
        />
        <Button type="submit" className="w-full" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
