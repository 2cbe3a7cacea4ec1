import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { plainMessage, type ApiError } from '../../../lib/http/errors';
import { paths } from '../../../lib/routes';
import { register, type RegistrationForm } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { Notice } from '../../../components/Notice';
import { useAuthDispatch } from '../authSlice';
import { useAuthForm } from '../useAuthForm';

const EMPTY: RegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** The server's field names, and the form fields their errors belong beside. */
const FIELD_OF: Record<string, keyof RegistrationForm> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  username: 'email',
  password: 'password',
  re_password: 'confirmPassword',
};

/** Field errors beside their fields; any for a field the form does not have, at the top. */
function placeErrors(failure: ApiError | null) {
  const byField: Partial<Record<keyof RegistrationForm, string[]>> = {};
  const elsewhere: string[] = [];
  for (const [serverField, messages] of Object.entries(failure?.fieldErrors ?? {})) {
    const field = FIELD_OF[serverField];
    if (field) byField[field] = [...(byField[field] ?? []), ...messages];
    else elsewhere.push(...messages);
  }
  return { byField, elsewhere };
}

export default function RegisterScreen() {
  const dispatch = useAuthDispatch();
  const [form, setForm] = useState<RegistrationForm>(EMPTY);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const { isLoading, failure, submit } = useAuthForm(() =>
    dispatch(register({ ...form, email: form.email.trim() }))
      .unwrap()
      .then(() => {
        setRegisteredEmail(form.email.trim());
      }),
  );

  const { byField, elsewhere } = placeErrors(failure);
  const field = (name: keyof RegistrationForm) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
    },
    errors: byField[name],
  });

  if (registeredEmail) {
    return (
      <AuthCard title="Check your e-mail">
        <Notice tone="success">
          <p>
            We sent an activation link to <strong>{registeredEmail}</strong>. Open it to activate
            your account, then sign in.
          </p>
        </Notice>
        <Link to={paths.login.getHref()} className="font-semibold text-primary-800 underline">
          Go to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create an account"
      lead="One account for Negril Life. Saving places in the guide needs none."
    >
      {failure ? (
        <Notice>
          <p>{plainMessage(failure)}</p>
          {elsewhere.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Notice>
      ) : null}
      <form className="space-y-4" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            required
            {...field('firstName')}
          />
          <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
        </div>
        <EmailField {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, not only numbers, not a common word."
          required
          {...field('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={isLoading}>
          {isLoading ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
      <p className="text-sm">
        Already have an account?{' '}
        <Link to={paths.login.getHref()} className="font-semibold text-primary-800 underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
