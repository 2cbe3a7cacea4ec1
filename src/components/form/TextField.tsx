import type { InputHTMLAttributes } from 'react';
import { Field, type FieldProps } from './Field';

/** A labelled input with the server's errors for it beside it. */
export function TextField({
  label,
  errors,
  hint,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldProps) {
  return (
    <Field label={label} errors={errors} hint={hint} className={className}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}
