import type { ChangeEventHandler } from 'react';
import { TextField } from '../../../components/form/TextField';
import { m } from '../../../paraglide/messages.js';

/** The account's email, as every account form asks for it. */
export function EmailField(props: {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  errors?: string[];
}) {
  return (
    <TextField
      label={m.auth_email()}
      type="email"
      name="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
