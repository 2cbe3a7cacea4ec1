import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { PressState } from './types';

/** The press feature's typed view of the store (features do not import the app's root types). */
type PressStore = { press: PressState };
export const usePressSelector = useSelector.withTypes<PressStore>();
export const usePressDispatch =
  useDispatch.withTypes<ThunkDispatch<PressStore, unknown, UnknownAction>>();
