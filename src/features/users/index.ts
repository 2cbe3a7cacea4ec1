export { fetchAllUsers, initialUsersState, usersReducer } from './usersSlice';
export { getAllUsers } from './api/get-all-users';
export type { UserSummary, UsersState } from './types';
