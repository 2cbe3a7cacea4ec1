export { fetchAllUsers, usersReducer } from './usersSlice';
export type { UsersState } from './types';
