import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldProps } from './Field';

/** A labelled select with the server's errors for it beside it. */
export function SelectField({
  label,
  errors,
  hint,
  className,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & FieldProps) {
  return (
    <Field label={label} errors={errors} hint={hint} className={className}>
      {(control) => (
        <select {...control} className={`${control.className} bg-white`} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
