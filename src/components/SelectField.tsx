import { useId, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldErrors, FieldHint, fieldClass } from './FieldErrors';

/** A labelled select with its errors beside it, like TextField. */
export function SelectField({
  label,
  errors = [],
  hint,
  className = '',
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
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
      <select
        id={id}
        {...describedBy(id, hint, errors)}
        className={`${fieldClass(errors)} bg-white`}
        {...select}
      >
        {children}
      </select>
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}
