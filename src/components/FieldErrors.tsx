/**
 * The ids and attributes that tie a field to its hint and its errors (djoser's field errors),
 * for the fields that are not a plain input: a select, a text area, a file input.
 */
export function describedBy(id: string, hint: string | undefined, errors: string[]) {
  const ids = [hint ? `${id}-hint` : null, errors.length > 0 ? `${id}-error` : null].filter(
    Boolean,
  );
  return {
    'aria-invalid': errors.length > 0 || undefined,
    'aria-describedby': ids.join(' ') || undefined,
  };
}

export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
      {hint}
    </p>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul id={`${id}-error`} className="mt-1 space-y-0.5 text-sm text-secondary-800">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** The border and focus ring of a field, red-pink when it has errors (as TextField's). */
export function fieldClass(errors: string[]): string {
  return `mt-1 block min-h-11 w-full rounded-md border px-3 py-2 text-base text-slate-900 shadow-sm focus:border-primary-600 focus:outline-2 focus:outline-primary-600 ${
    errors.length > 0 ? 'border-secondary-700' : 'border-slate-400'
  }`;
}
