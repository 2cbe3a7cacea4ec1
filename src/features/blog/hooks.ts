import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { BlogState } from './types';

/** The blog feature's typed view of the store (features do not import the app's root types). */
type BlogStore = { blog: BlogState };
export const useBlogSelector = useSelector.withTypes<BlogStore>();
export const useBlogDispatch =
  useDispatch.withTypes<ThunkDispatch<BlogStore, unknown, UnknownAction>>();
