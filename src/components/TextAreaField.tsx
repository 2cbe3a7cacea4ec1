import { useId, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldErrors, FieldHint, fieldClass } from './FieldErrors';

/** A labelled text area with its errors beside it, like TextField. */
export function TextAreaField({
  label,
  errors = [],
  hint,
  className = '',
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  errors?: string[];
  hint?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <FieldHint id={id} hint={hint} />
      <textarea
        id={id}
        {...describedBy(id, hint, errors)}
        className={fieldClass(errors)}
        {...textarea}
      />
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}
