import { createSlice } from '@reduxjs/toolkit';
import { addRequestFlags, createApiThunk, idleFlags } from '../../lib/redux/thunks';
import { getAllUsers } from './api/getAllUsers';
import type { UsersState } from './types';

const initialUsersState: UsersState = {
  ...idleFlags,
  user: null,
  users: [],
  status: 'idle',
};

export const fetchAllUsers = createApiThunk<UsersState['users'], undefined, { users: UsersState }>(
  'users/fetchAll',
  () => getAllUsers(),
  { condition: (_, { getState }) => getState().users.status !== 'loading' },
);

const usersSlice = createSlice({
  name: 'users',
  initialState: initialUsersState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchAllUsers.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchAllUsers.fulfilled, (state, action) => {
        state.users = action.payload;
        state.status = 'succeeded';
      })
      .addCase(fetchAllUsers.rejected, (state) => {
        state.status = 'failed';
      });
    addRequestFlags(builder, [fetchAllUsers]);
  },
});

export const usersReducer = usersSlice.reducer;
