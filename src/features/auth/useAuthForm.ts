import { useState, type SubmitEvent } from 'react';
import { isApiError, type ApiError } from '../../lib/http/errors';
import { useAuthSelector } from './authSlice';

/**
 * How an account form sends itself: a submit while an account request is on its way does
 * nothing, each submit clears the last failure, and a failure the server explains is kept for
 * the form to show (at the top, or beside its fields).
 */
export function useAuthForm(send: () => Promise<unknown>) {
  const isLoading = useAuthSelector((state) => state.auth.isLoading);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    send().catch((error: unknown) => {
      if (isApiError(error)) setFailure(error);
    });
  };

  return { isLoading, failure, submit };
}
