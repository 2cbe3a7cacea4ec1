import { useEffect } from 'react';
import { subjectOf } from '../../lib/http/jwt';
import { checkAdmin, fetchCurrentUser } from './authSlice';
import { useAuthDispatch, useAuthSelector } from './authSlice';
import { isSession } from './session';

/**
 * A returning visitor with a session: the profile and the admin flag are fetched again at start
 * (the persisted copies show at once; the server has the last word), and again when another
 * tab signs in as someone else. An expired access token is refreshed by the HTTP client before
 * these calls leave.
 */
export function useSessionProfile(): void {
  const dispatch = useAuthDispatch();
  // Whose session it is: a refreshed token of the same person asks for nothing.
  const holder = useAuthSelector(({ auth }) =>
    isSession(auth.user) ? (subjectOf(auth.user.access) ?? 'session') : null,
  );
  useEffect(() => {
    if (holder === null) return;
    void dispatch(fetchCurrentUser());
    void dispatch(checkAdmin());
  }, [dispatch, holder]);
}
