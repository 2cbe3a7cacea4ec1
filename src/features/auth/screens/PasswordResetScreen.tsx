import type { RouteMeta } from '../../../lib/routeMeta';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/form/Button';
import { failureSentence, serverSentences } from '../../../lib/http/serverSentences';
import { paths } from '../../../lib/routes';
import { requestPasswordReset } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { Notice } from '../../../components/status/Notice';
import { useAuthDispatch } from '../authSlice';
import { useAuthForm } from '../useAuthForm';
import { Said, withElement } from '../components/Said';
import { m } from '../../../paraglide/messages.js';

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
      <AuthCard title={m.auth_reset_title()}>
        <Notice tone="success">
          {withElement((email) => m.auth_reset_sent({ email }), <strong>{sentTo}</strong>)}
        </Notice>
        <Link to={paths.login.getHref()} className="font-semibold text-primary-800 underline">
          {m.auth_back_to_sign_in()}
        </Link>
      </AuthCard>
    );
  }

  const emailErrors = failure?.fieldErrors.email;
  return (
    <AuthCard title={m.auth_reset_title()} lead={m.auth_reset_lead()}>
      {failure && !emailErrors ? (
        <Notice>
          <Said sentence={failureSentence(failure)} />
        </Notice>
      ) : null}
      <form className="space-y-4" onSubmit={submit} noValidate>
        <EmailField
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errors={serverSentences(emailErrors)}
        />
        <Button type="submit" className="w-full" disabled={isLoading}>
          {isLoading ? m.auth_sending() : m.auth_reset_submit()}
        </Button>
      </form>
    </AuthCard>
  );
}

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: m.route_password_reset_title() };
}
