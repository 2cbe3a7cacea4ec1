import type { RouteMeta } from '../../../lib/routeMeta';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/form/Button';
import { TextField } from '../../../components/form/TextField';
import type { ApiError } from '../../../lib/http/errors';
import {
  failureSentence,
  serverSentence,
  serverSentences,
} from '../../../lib/http/serverSentences';
import { paths } from '../../../lib/routes';
import { register, type RegistrationForm } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { Notice } from '../../../components/status/Notice';
import { useAuthDispatch } from '../authSlice';
import { useAuthForm } from '../useAuthForm';
import { Said, withElement } from '../components/Said';
import { m } from '../../../paraglide/messages.js';

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
    errors: serverSentences(byField[name]),
  });

  if (registeredEmail) {
    return (
      <AuthCard title={m.auth_register_check_email()}>
        <Notice tone="success">
          <p>
            {withElement(
              (email) => m.auth_register_sent({ email }),
              <strong>{registeredEmail}</strong>,
            )}
          </p>
        </Notice>
        <Link to={paths.login.getHref()} className="font-semibold text-primary-800 underline">
          {m.auth_go_to_sign_in()}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={m.auth_create_account()} lead={m.auth_register_lead()}>
      {failure ? (
        <Notice>
          <p>
            <Said sentence={failureSentence(failure)} />
          </p>
          {elsewhere.map((message) => (
            <p key={message}>
              <Said sentence={serverSentence(message)} />
            </p>
          ))}
        </Notice>
      ) : null}
      <form className="space-y-4" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m.auth_first_name()}
            autoComplete="given-name"
            required
            {...field('firstName')}
          />
          <TextField
            label={m.auth_last_name()}
            autoComplete="family-name"
            required
            {...field('lastName')}
          />
        </div>
        <EmailField {...field('email')} />
        <TextField
          label={m.auth_password()}
          type="password"
          autoComplete="new-password"
          hint={m.auth_password_hint()}
          required
          {...field('password')}
        />
        <TextField
          label={m.auth_confirm_password()}
          type="password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={isLoading}>
          {isLoading ? m.auth_register_submitting() : m.auth_register_submit()}
        </Button>
      </form>
      <p className="text-sm">
        {m.auth_register_have_account()}{' '}
        <Link to={paths.login.getHref()} className="font-semibold text-primary-800 underline">
          {m.auth_sign_in()}
        </Link>
      </p>
    </AuthCard>
  );
}

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: m.route_register_title(), description: m.route_register_description() };
}
