import { useEffect } from 'react';
import { checkAdmin, fetchCurrentUser } from './authSlice';
import { useAuthDispatch, useAuthSelector } from './authSlice';
import { isSession } from './session';

/**
 * A returning visitor with a session: the profile and the admin flag are fetched again at start
 * (the persisted copies show at once; the server has the last word). An expired access token is
 * refreshed by the HTTP client before these calls leave.
 */
export function useSessionProfile(): void {
  const dispatch = useAuthDispatch();
  const hasSession = useAuthSelector((state) => isSession(state.auth.user));
  useEffect(() => {
    if (!hasSession) return;
    void dispatch(fetchCurrentUser());
    void dispatch(checkAdmin());
  }, [dispatch, hasSession]);
}
