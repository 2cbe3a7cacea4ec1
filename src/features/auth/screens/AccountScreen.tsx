import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button';
import { PageHeading } from '../../../components/PageHeading';
import { usePageMeta } from '../../../components/usePageMeta';
import { paths } from '../../../lib/paths';
import { useAuthDispatch, useAuthSelector } from '../hooks';
import { logout } from '../authSlice';

export default function AccountScreen() {
  usePageMeta('Your account');
  const { currentUser, isAdmin } = useAuthSelector((state) => state.auth);
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const name = currentUser ? `${currentUser.first_name} ${currentUser.last_name}`.trim() : '';
  return (
    <>
      <PageHeading>Your account</PageHeading>
      <div className="max-w-md space-y-4 rounded-lg border border-primary-100 p-6">
        {currentUser ? (
          <dl className="space-y-2">
            <div>
              <dt className="text-sm text-slate-600">Name</dt>
              <dd className="font-medium">{name || '—'}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Email</dt>
              <dd className="font-medium">{currentUser.email}</dd>
            </div>
          </dl>
        ) : (
          <p>You are signed in.</p>
        )}
        {isAdmin ? (
          <p className="inline-block rounded-full bg-secondary-700 px-3 py-1 text-sm font-semibold text-white">
            Admin
          </p>
        ) : null}
        <Button
          onClick={() => {
            dispatch(logout());
            void navigate(paths.home.getHref());
          }}
        >
          Sign out
        </Button>
      </div>
    </>
  );
}
