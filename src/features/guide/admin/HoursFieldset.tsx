import { m } from '../../../paraglide/messages.js';
import { TextField } from '../../../components/form/TextField';
import { FormFieldset } from './FormFieldset';
import { dayName } from '../hours/hours';
import { WEEKDAYS, type Weekday } from '../model/types';

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
  return (
    <FormFieldset
      legend={m.admin_hours()}
      hint={m.admin_hours_hint({ closed: m.admin_hours_closed_word() })}
      errors={errors}
    >
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
    </FormFieldset>
  );
}
