import { useId, type ReactNode } from 'react';

/**
 * What every form field shares: a visible label, an optional hint, the control, and the
 * server's errors for the field beside it, tied to the control by `aria-describedby`.
 */
export interface FieldProps {
  label: string;
  errors?: string[];
  hint?: string;
  className?: string;
}

/** The attributes a control needs to be labelled and described; pass them to the control. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** The border and focus ring of a field, pink when it has errors. */
export function fieldClass(errors: string[]): string {
  return `mt-1 block min-h-11 w-full rounded-md border px-3 py-2 text-base text-slate-900 shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-primary-600 ${
    errors.length > 0 ? 'border-secondary-700' : 'border-slate-400'
  }`;
}

export function Field({
  label,
  errors = [],
  hint,
  className = '',
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, errors.length > 0 ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': errors.length > 0 || undefined,
        'aria-describedby': described || undefined,
        className: fieldClass(errors),
      })}
      {errors.length > 0 ? (
        <ul id={`${id}-error`} className="mt-1 space-y-0.5 text-sm text-secondary-800">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
