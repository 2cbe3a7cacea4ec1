import { isRecord } from '../records';

/** A user record as djoser serialises it (`users/me/`, and each row of `users/all`). */
export interface Account {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
}

/** Missing names become empty; a record without an id or email is not an account. */
export function parseAccount(value: unknown): Account | undefined {
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.email !== 'string') {
    return undefined;
  }
  const textField = (name: string) => {
    const field = value[name];
    return typeof field === 'string' ? field : '';
  };
  return {
    id: value.id,
    email: value.email,
    username: textField('username') || value.email,
    first_name: textField('first_name'),
    last_name: textField('last_name'),
  };
}
