import { useState } from 'react';
import { Button } from '../../../components/form/Button';
import { useConfig } from '../../../components/ConfigProvider';
import { tooManyAttempts, type Words } from '../../../lib/http/failureWords';
import { failureSentence, serverSentence, type Sentence } from '../../../lib/http/serverSentences';
import { getLocale } from '../../../lib/i18n/runtime';
import { signInWithProvider } from '../authSlice';
import { GOOGLE_NOT_VERIFIED } from '../providerSignIn';
import { useAuthDispatch } from '../authSlice';
import { Said, withElement } from './Said';
import { useGoogleProvider } from './useGoogleProvider';
import { m } from '../../../paraglide/messages.js';

/** What the Google sign-in says beside the site's own words for a failure. */
function googleWords(): Words {
  return {
    'auth/popup-blocked': m.auth_google_popup_blocked(),
    [GOOGLE_NOT_VERIFIED]: m.auth_google_not_verified(),
    429: (error) => tooManyAttempts(error, 'sign-in attempts'),
    // Any other failure of the provider's (its errors have a code and no status).
    unknown: m.auth_google_failed(),
    // The site's server refused the account made for this Google user.
    client: (error) => {
      const reason = [error.detail, ...Object.values(error.fieldErrors).flat()]
        .flatMap((said) => (said ? [serverSentence(said).text] : []))
        .join(' ');
      return reason ? m.auth_google_refused_reason({ reason }) : m.auth_google_refused();
    },
  };
}

/**
 * "Continue with Google": Firebase's popup where Firebase is configured, a clearly labelled
 * stand-in in the demo. Either way the provider's code is loaded before the click, which opens
 * the popup without awaiting anything first; the provider starts when the visitor points at or
 * focuses the button (or in the click), not when the screen opens.
 */
export function GoogleSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const config = useConfig();
  const dispatch = useAuthDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Sentence | null>(null);
  const {
    provider: active,
    standIn,
    loadFailed,
    inAppBrowser,
    unavailable,
  } = useGoogleProvider(true);
  const firebase = config.firebase;

  if (inAppBrowser) {
    return (
      <p role="note" className="rounded-md bg-primary-50 p-3 text-sm text-primary-900">
        {m.auth_google_in_app()}
      </p>
    );
  }
  if (unavailable && !firebase.configured) {
    return (
      <p className="text-sm text-slate-700">
        {withElement(
          (problem) => m.auth_google_not_configured({ problem }),
          // The configuration's own words, in English.
          getLocale() === 'en' ? firebase.problem : <span lang="en">{firebase.problem}</span>,
        )}
      </p>
    );
  }

  const start = () => {
    if (!active || busy) return;
    setError(null);
    setBusy(true);
    // Opened here, in the click itself.
    const popup = active.signIn();
    dispatch(signInWithProvider({ popup }))
      .unwrap()
      .then((user) => {
        setBusy(false);
        if (user) onSignedIn();
      })
      .catch((failure: unknown) => {
        setBusy(false);
        setError(failureSentence(failure, 'the server', googleWords()));
      });
  };

  return (
    <div className="space-y-2">
      <Button
        variant="ghost"
        className="w-full border-2 border-primary-700"
        onClick={start}
        // The first sign of intent starts the provider, so that nothing reaches Google before.
        onPointerEnter={() => active?.prepare()}
        onPointerDown={() => active?.prepare()}
        onFocus={() => active?.prepare()}
        // Not disabled while busy: focus must be able to return here from the demo's dialog.
        disabled={!active}
        aria-disabled={busy || undefined}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <path
            fill="#4285F4"
            d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
          />
          <path
            fill="#34A853"
            d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.1-4 1.1-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24z"
          />
          <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
          <path
            fill="#EA4335"
            d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"
          />
        </svg>
        {busy ? m.auth_google_busy() : m.auth_google_continue()}
      </Button>
      {loadFailed ? (
        <p className="text-sm text-secondary-800">{m.auth_google_load_failed()}</p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-semibold text-secondary-800">
          <Said sentence={error} />
        </p>
      ) : null}
      {standIn}
    </div>
  );
}
