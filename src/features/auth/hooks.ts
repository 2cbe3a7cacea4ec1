import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AuthState } from './types';

/** The auth feature's typed view of the store (features do not import the app's root types). */
type AuthStore = { auth: AuthState };
export const useAuthSelector = useSelector.withTypes<AuthStore>();
export const useAuthDispatch =
  useDispatch.withTypes<ThunkDispatch<AuthStore, unknown, UnknownAction>>();
