export { fetchAllUsers, initialUsersState, usersReducer } from './usersSlice';
export type { UserSummary, UsersState } from './types';
