import type { RouteMeta } from '../../../lib/routeMeta';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Navigate } from '../../../lib/router';
import { Button } from '../../../components/form/Button';
import { PageHeading } from '../../../components/PageHeading';
import { paths } from '../../../lib/routes';
import { signOut } from '../sessionThunks';
import { useAuthDispatch, useAuthSelector } from '../authSlice';
import { DownloadMyData } from '../components/DownloadMyData';
import { forgetTrip } from '../forgetTrip';
import { accountTripUnsent } from '../../trip';
import { isProviderUser, isSession, isSignedIn } from '../session';
import { m } from '../../../paraglide/messages.js';

/**
 * The dialog and what it needs (the dialog frame, the field, the Google confirmation) come when
 * it is opened: as static imports of this screen they became chunks listed in every first load.
 */
const DeleteAccountDialog = lazy(() => import('../components/DeleteAccountDialog'));
const SignOutUnsentDialog = lazy(() => import('../components/SignOutUnsentDialog'));

/** Said once the account is deleted: the visitor is signed out by then, and stays here. */
function AccountDeleted() {
  const said = useRef<HTMLDivElement>(null);
  // What had the focus (the dialog's button) is gone: the focus goes to what happened.
  useEffect(() => {
    said.current?.focus();
  }, []);
  return (
    <>
      <div ref={said} tabIndex={-1} className="focus:outline-none">
        <PageHeading lead={m.account_deleted_text()}>{m.account_deleted_title()}</PageHeading>
      </div>
      <Link
        to={paths.home.getHref()}
        className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
      >
        {m.account_deleted_home()}
      </Link>
    </>
  );
}

export default function AccountScreen() {
  const { user, currentUser, isAdmin, sessionExpired } = useAuthSelector((state) => state.auth);
  const dispatch = useAuthDispatch();
  const [deleting, setDeleting] = useState(false);
  const [askingSignOut, setAskingSignOut] = useState(false);
  const [deleted, setDeleted] = useState(false);

  if (deleted) return <AccountDeleted />;

  // Signed out: home after "Sign out"; back to sign-in when the session could not be refreshed.
  if (!isSignedIn(user)) {
    const target = sessionExpired
      ? paths.login.getHref(paths.account.getHref())
      : paths.home.getHref();
    return <Navigate to={target} replace />;
  }

  const provider = isProviderUser(user) ? user : null;
  const name = currentUser
    ? `${currentUser.first_name} ${currentUser.last_name}`.trim()
    : (provider?.displayName ?? '');
  const email = currentUser?.email ?? provider?.email ?? '';

  return (
    <>
      <PageHeading>{m.auth_account_title()}</PageHeading>
      <div className="max-w-md space-y-4 rounded-xl border border-primary-100 p-6">
        {email ? (
          <dl className="space-y-3">
            <div>
              <dt className="text-sm text-slate-600">{m.auth_name()}</dt>
              <dd className="font-medium">{name || '—'}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{m.auth_email()}</dt>
              <dd className="font-medium break-all">{email}</dd>
            </div>
            {provider ? (
              <div>
                <dt className="text-sm text-slate-600">{m.auth_account_provider()}</dt>
                <dd className="font-medium">Google</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p>{m.auth_account_loading()}</p>
        )}
        {isAdmin ? (
          <p className="inline-block rounded-full bg-secondary-700 px-3 py-1 text-sm font-semibold text-white">
            {m.auth_account_admin()}
          </p>
        ) : null}
        <div>
          <Button
            onClick={() => {
              // My trip's edits the account has not received would leave with the session.
              if (accountTripUnsent()) setAskingSignOut(true);
              else void dispatch(signOut());
            }}
          >
            {m.auth_sign_out()}
          </Button>
        </div>
      </div>
      {isSession(user) ? (
        <div className="mt-8 max-w-md space-y-8">
          <DownloadMyData />
          <section aria-labelledby="delete-account-heading" className="space-y-3">
            <h2 id="delete-account-heading" className="text-xl font-semibold text-primary-900">
              {m.account_delete_title()}
            </h2>
            <p className="text-slate-700">{m.account_delete_intro()}</p>
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              onClick={() => {
                setDeleting(true);
              }}
            >
              {m.account_delete_open()}
            </Button>
          </section>
        </div>
      ) : null}
      {askingSignOut ? (
        <Suspense fallback={null}>
          <SignOutUnsentDialog
            onStay={() => {
              setAskingSignOut(false);
            }}
            onSignOut={() => {
              setAskingSignOut(false);
              void dispatch(signOut());
            }}
          />
        </Suspense>
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            onClose={() => {
              setDeleting(false);
            }}
            onDeleted={() => {
              // The notice first, so that the sign-out does not send the visitor home.
              setDeleted(true);
              setDeleting(false);
              dispatch(forgetTrip());
              void dispatch(signOut());
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: m.route_account_title() };
}
