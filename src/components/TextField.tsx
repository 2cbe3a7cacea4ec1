import { useId, type InputHTMLAttributes } from 'react';

/**
 * A labelled input with its errors beside it (djoser's field errors), described to assistive
 * technology through `aria-describedby`.
 */
export function TextField({
  label,
  errors = [],
  hint,
  className = '',
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  errors?: string[];
  hint?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, errors.length > 0 ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1 block min-h-11 w-full rounded-md border px-3 py-2 text-base text-slate-900 shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-primary-600 ${
          errors.length > 0 ? 'border-secondary-700' : 'border-slate-400'
        }`}
        {...input}
      />
      {errors.length > 0 ? (
        <ul id={errorId} className="mt-1 space-y-0.5 text-sm text-secondary-800">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
