import type { TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from './Field';

/** A labelled text area with the server's errors for it beside it. */
export function TextAreaField({
  label,
  errors,
  hint,
  className,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldProps) {
  return (
    <Field label={label} errors={errors} hint={hint} className={className}>
      {(control) => <textarea {...control} {...textarea} />}
    </Field>
  );
}
