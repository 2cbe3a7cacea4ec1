import { useId, type ReactNode, type Ref } from 'react';

/**
 * A group of the place form's fields (the week's hours, the special dates): its legend, its hint,
 * and the server's errors for the group as a whole, which the form focuses the group to show (it
 * is marked `data-invalid` then).
 */
export function FormFieldset({
  legend,
  hint,
  errors,
  fieldsetRef,
  children,
}: {
  legend: string;
  hint: string;
  errors: string[];
  fieldsetRef?: Ref<HTMLFieldSetElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      ref={fieldsetRef}
      tabIndex={-1}
      data-invalid={errors.length > 0 || undefined}
      aria-describedby={`${id}-hint${errors.length > 0 ? ` ${id}-error` : ''}`}
      className="focus:outline-none"
    >
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
        {hint}
      </p>
      {errors.length > 0 ? (
        <ul id={`${id}-error`} className="mt-1 space-y-0.5 text-sm text-secondary-800">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </fieldset>
  );
}
