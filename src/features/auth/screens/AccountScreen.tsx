import type { RouteMeta } from '../../../lib/routeMeta';
import { Navigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { PageHeading } from '../../../components/PageHeading';
import { paths } from '../../../lib/routes';
import { signOut } from '../authSlice';
import { useAuthDispatch, useAuthSelector } from '../authSlice';
import { isProviderUser, isSignedIn } from '../session';
import { m } from '../../../paraglide/messages.js';

export default function AccountScreen() {
  const { user, currentUser, isAdmin, sessionExpired } = useAuthSelector((state) => state.auth);
  const dispatch = useAuthDispatch();

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
          <Button onClick={() => void dispatch(signOut())}>{m.auth_sign_out()}</Button>
        </div>
      </div>
    </>
  );
}

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: m.route_account_title() };
}
