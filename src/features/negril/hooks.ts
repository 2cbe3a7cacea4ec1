import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AuthState } from '../auth';
import type { NegrilState } from './types';

/**
 * The negril feature's typed view of the store (features do not import the app's root types).
 * The guide reads the admin flag of the auth feature, through its index.
 */
type NegrilStore = { negril: NegrilState; auth: AuthState };
export const useNegrilSelector = useSelector.withTypes<NegrilStore>();
export const useNegrilDispatch =
  useDispatch.withTypes<ThunkDispatch<NegrilStore, unknown, UnknownAction>>();
