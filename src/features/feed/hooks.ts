import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FeedState } from './types';

/** The feed feature's typed view of the store (features do not import the app's root types). */
type FeedStore = { feed: FeedState };
export const useFeedSelector = useSelector.withTypes<FeedStore>();
export const useFeedDispatch =
  useDispatch.withTypes<ThunkDispatch<FeedStore, unknown, UnknownAction>>();
