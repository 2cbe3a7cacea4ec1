import { m } from '../../../paraglide/messages.js';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/form/Button';
import { TextField } from '../../../components/form/TextField';
import { FormFieldset } from './FormFieldset';
import type { ExceptionErrorKey } from '../api/draft';
import type { ExceptionDraft } from '../model/types';

/**
 * The hours' exceptions: a row a date (the date, and that day's hours as the week's are typed),
 * rows added and removed, each row's errors beside its fields, and the server's error for the
 * exceptions as a whole above them (the fieldset takes the focus when it has one).
 */
export function ExceptionsFieldset({
  rows,
  errors,
  rowErrors,
  onChange,
}: {
  rows: ExceptionDraft[];
  errors: string[];
  rowErrors: (key: ExceptionErrorKey) => string[];
  onChange: (rows: ExceptionDraft[]) => void;
}) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // Where the focus goes once the rows have changed: the new row's date, or the add button.
  const focusNext = useRef<'added' | 'removed' | null>(null);

  useEffect(() => {
    if (focusNext.current === 'added') {
      fieldset.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
    } else if (focusNext.current === 'removed') {
      fieldset.current?.querySelector<HTMLButtonElement>('[data-add-exception]')?.focus();
    }
    focusNext.current = null;
  }, [rows]);

  const change = (rowId: number, field: 'date' | 'hours', value: string) => {
    onChange(rows.map((row) => (row.id === rowId ? { ...row, [field]: value } : row)));
  };

  return (
    <FormFieldset
      legend={m.admin_exceptions()}
      hint={m.admin_exceptions_hint({ closed: m.admin_hours_closed_word() })}
      errors={errors}
      fieldsetRef={fieldset}
    >
      <div>
        {rows.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">{m.admin_exceptions_none()}</p>
        ) : (
          <ol className="mt-2 space-y-3">
            {rows.map((row, index) => (
              <li key={row.id} className="grid items-start gap-3 sm:grid-cols-[12rem_1fr_auto]">
                <TextField
                  label={m.admin_exceptions_date({ number: String(index + 1) })}
                  type="date"
                  autoComplete="off"
                  name={`exception-date-${index + 1}`}
                  value={row.date}
                  errors={rowErrors(`exception_${index}_date`)}
                  onChange={(event) => {
                    change(row.id, 'date', event.target.value);
                  }}
                />
                <TextField
                  label={m.admin_exceptions_hours({ number: String(index + 1) })}
                  autoComplete="off"
                  name={`exception-hours-${index + 1}`}
                  value={row.hours}
                  errors={rowErrors(`exception_${index}_hours`)}
                  onChange={(event) => {
                    change(row.id, 'hours', event.target.value);
                  }}
                />
                <Button
                  variant="ghost"
                  className="sm:mt-6"
                  onClick={() => {
                    onChange(rows.filter((other) => other.id !== row.id));
                    focusNext.current = 'removed';
                  }}
                >
                  {m.admin_exceptions_remove({ number: String(index + 1) })}
                </Button>
              </li>
            ))}
          </ol>
        )}
      </div>
      <Button
        data-add-exception
        variant="ghost"
        className="mt-2 border border-primary-300"
        onClick={() => {
          const next = Math.max(0, ...rows.map((row) => row.id)) + 1;
          onChange([...rows, { id: next, date: '', hours: '' }]);
          focusNext.current = 'added';
        }}
      >
        {m.admin_exceptions_add()}
      </Button>
    </FormFieldset>
  );
}
