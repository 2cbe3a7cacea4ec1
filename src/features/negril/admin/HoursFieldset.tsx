import { m } from '../../../paraglide/messages.js';
import { useId } from 'react';
import { TextField } from '../../../components/TextField';
import { dayName } from '../hours';
import { WEEKDAYS, type Weekday } from '../types';

/**
 * The opening hours, one line a day, with the server's error for the hours as a whole above the
 * days (the fieldset takes the focus when it has one).
 */
export function HoursFieldset({
  hours,
  errors,
  dayErrors,
  onChange,
}: {
  hours: Record<Weekday, string>;
  errors: string[];
  dayErrors: (day: Weekday) => string[];
  onChange: (day: Weekday, text: string) => void;
}) {
  const id = useId();
  return (
    <fieldset
      tabIndex={-1}
      data-invalid={errors.length > 0 || undefined}
      aria-describedby={`${id}-hint${errors.length > 0 ? ` ${id}-error` : ''}`}
      className="focus:outline-none"
    >
      <legend className="text-sm font-semibold text-slate-800">{m.admin_hours()}</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
        {m.admin_hours_hint({ closed: m.admin_hours_closed_word() })}
      </p>
      {errors.length > 0 ? (
        <ul id={`${id}-error`} className="mt-1 space-y-0.5 text-sm text-secondary-800">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {WEEKDAYS.map((day) => (
          <TextField
            key={day}
            label={dayName(day)}
            autoComplete="off"
            name={`hours-${day}`}
            value={hours[day]}
            errors={dayErrors(day)}
            onChange={(event) => {
              onChange(day, event.target.value);
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
