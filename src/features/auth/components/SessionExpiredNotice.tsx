import { Link, useLocation } from '../../../lib/router';
import { paths } from '../../../lib/routes';
import { dismissSessionExpired } from '../authSlice';
import { useAuthDispatch, useAuthSelector } from '../authSlice';
import { m } from '../../../paraglide/messages.js';

/** Shown across the site when a session ended because it could not be refreshed. */
export function SessionExpiredNotice() {
  const expired = useAuthSelector((state) => state.auth.sessionExpired);
  const dispatch = useAuthDispatch();
  const location = useLocation();
  if (!expired) return null;
  return (
    <div role="status" className="border-b border-secondary-200 bg-secondary-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2 text-sm text-secondary-900">
        <p className="font-semibold">{m.auth_session_expired()}</p>
        <Link
          to={paths.login.getHref(`${location.pathname}${location.search}`)}
          className="font-semibold underline"
          onClick={() => dispatch(dismissSessionExpired())}
        >
          {m.auth_sign_in()}
        </Link>
        <button
          type="button"
          className="ml-auto rounded px-2 py-1 font-semibold hover:bg-secondary-100"
          onClick={() => dispatch(dismissSessionExpired())}
        >
          {m.auth_dismiss()}
        </button>
      </div>
    </div>
  );
}
