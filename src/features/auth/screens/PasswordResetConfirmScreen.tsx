import type { RouteMeta } from '../../../lib/routeMeta';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/form/Button';
import { TextField } from '../../../components/form/TextField';
import { failureSentence, serverSentences } from '../../../lib/http/serverSentences';
import { paths } from '../../../lib/routes';
import { confirmPasswordReset } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { Notice } from '../../../components/status/Notice';
import { useAuthDispatch } from '../authSlice';
import { useAuthForm } from '../useAuthForm';
import { Said, withElement } from '../components/Said';
import { m } from '../../../paraglide/messages.js';
import { useLinkTokens } from '../linkTokens';

export default function PasswordResetConfirmScreen() {
  // Out of the address as the screen opens (../linkTokens.ts); none after a reload.
  const link = useLinkTokens();
  const { uid = '', token = '' } = link ?? {};
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
      <AuthCard title={m.auth_reset_confirm_title()}>
        <Notice tone="success">{m.auth_reset_confirm_done()}</Notice>
        <Link to={paths.login.getHref()} className="font-semibold text-primary-800 underline">
          {m.auth_sign_in()}
        </Link>
      </AuthCard>
    );
  }

  const newLink = (
    <Link to={paths.passwordReset.getHref()} className="font-semibold underline">
      {m.auth_reset_confirm_new_link()}
    </Link>
  );
  if (!link) {
    return (
      <AuthCard title={m.auth_reset_confirm_title()}>
        <Notice>
          {withElement((to) => m.auth_reset_confirm_link_gone({ link: to }), newLink)}
        </Notice>
      </AuthCard>
    );
  }

  const badLink = Boolean(failure?.fieldErrors.uid ?? failure?.fieldErrors.token);
  const fieldErrors = failure?.fieldErrors ?? {};
  return (
    <AuthCard title={m.auth_reset_confirm_title()}>
      {badLink ? (
        <Notice>{withElement((to) => m.auth_reset_confirm_bad_link({ link: to }), newLink)}</Notice>
      ) : failure ? (
        <Notice>
          <Said sentence={failureSentence(failure)} />
        </Notice>
      ) : null}
      <form className="space-y-4" onSubmit={submit} noValidate>
        <TextField
          label={m.auth_new_password()}
          type="password"
          name="new_password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={serverSentences(fieldErrors.new_password)}
          required
        />
        <TextField
          label={m.auth_confirm_password()}
          type="password"
          name="re_new_password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          errors={serverSentences(fieldErrors.re_new_password)}
          required
        />
        <Button type="submit" className="w-full" disabled={isLoading}>
          {isLoading ? m.auth_reset_confirm_saving() : m.auth_reset_confirm_submit()}
        </Button>
      </form>
    </AuthCard>
  );
}

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: m.route_password_reset_confirm_title() };
}
