import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/form/Button';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/form/TextField';
import { toApiError } from '../../../lib/http/errors';
import { plainMessage } from '../../../lib/http/failureWords';
import { deleteWithGoogle, deleteWithPassword } from '../api/accountData';
import { isCancelledPopup } from '../providerSignIn';
import { useGoogleProvider } from './useGoogleProvider';
import { m } from '../../../paraglide/messages.js';

/**
 * "Delete my account": says what goes, then asks for proof. The site cannot tell whether the
 * account was made with a password or through Google (the session is the same either way), so
 * both are offered: the current password (djoser's `DELETE users/me/`), or a fresh Google sign-in
 * whose ID token the server checks (`POST firebase/delete/`). `onDeleted` runs on the server's 204.
 */
export default function DeleteAccountDialog({
  onClose,
  onDeleted,
}: {
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [password, setPassword] = useState('');
  const [passwordErrors, setPasswordErrors] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const google = useGoogleProvider(true);

  const failed = (failure: unknown) => {
    setBusy(false);
    setError(
      plainMessage(failure, 'the server', {
        // The Google way's refusals: the token did not verify, or it is another account's.
        'google-400': m.account_delete_google_refused(),
        'google-403': m.account_delete_google_other(),
      }),
    );
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setPasswordErrors([]);
    deleteWithPassword(password)
      .then(onDeleted)
      .catch((failure: unknown) => {
        // djoser's `{"current_password": ["Invalid password."]}`, said in the site's words.
        if (toApiError(failure).fieldErrors.current_password?.length) {
          setBusy(false);
          setPasswordErrors([m.account_delete_wrong_password()]);
        } else failed(failure);
      });
  };

  const confirmWithGoogle = () => {
    const provider = google.provider;
    if (!provider || busy) return;
    setBusy(true);
    setError(null);
    // Opened here, in the click itself.
    provider
      .signIn()
      .then(({ idToken }) =>
        deleteWithGoogle(idToken).catch((failure: unknown) => {
          const { status } = toApiError(failure);
          throw status === 400 || status === 403
            ? Object.assign(new Error(), { code: `google-${status}` })
            : failure;
        }),
      )
      .then(onDeleted)
      .catch((failure: unknown) => {
        if (isCancelledPopup(failure)) setBusy(false);
        else failed(failure);
      });
  };

  return (
    <Dialog title={m.account_delete_title()} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-slate-700">{m.account_delete_what()}</p>
        <p className="font-semibold text-slate-800">{m.account_delete_final()}</p>
        <form className="space-y-3" onSubmit={submit} noValidate>
          <TextField
            label={m.account_delete_password()}
            type="password"
            autoComplete="current-password"
            value={password}
            errors={passwordErrors}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
            required
            data-autofocus
          />
          <Button type="submit" variant="secondary" aria-disabled={busy || undefined}>
            {m.account_delete_confirm()}
          </Button>
        </form>
        {google.provider ? (
          <div className="space-y-2 border-t border-primary-100 pt-4">
            <p className="text-sm text-slate-700">{m.account_delete_google_text()}</p>
            <Button
              variant="ghost"
              className="border-2 border-primary-700"
              onClick={confirmWithGoogle}
              onPointerEnter={() => google.provider?.prepare()}
              onFocus={() => google.provider?.prepare()}
              aria-disabled={busy || undefined}
            >
              {m.account_delete_google()}
            </Button>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-semibold text-secondary-800">
            {m.account_delete_failed()} {error}
          </p>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          {m.auth_cancel()}
        </Button>
      </div>
      {google.standIn}
    </Dialog>
  );
}
