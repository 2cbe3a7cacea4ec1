import { m } from '../../../paraglide/messages.js';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { Button } from '../../../components/form/Button';
import { listFormat } from '../../../lib/i18n/intlFormat';
import { datedDays, filledDays, isoDay, stopCount, type ExportDay } from '../model/exportDay';
import { gpxForTrip } from './exports/gpx';
import { icsForTrip } from './exports/ics';
import { TripPrint } from './TripPrint';

export type { ExportDay, ExportStop } from '../model/exportDay';

export interface TripExportsProps {
  /** The trip's days in order, with their places; their dates are made here from `start`. */
  days: ExportDay[];
  /** The trip's first day, `YYYY-MM-DD`, or null when the visitor has not chosen one. */
  start: string | null;
  onStartChange: (date: string | null) => void;
}

/** How long a downloaded file's address is kept: long enough for every browser to have read it. */
const REVOKE_AFTER_MS = 1000;

/**
 * Saves `text` as a file through a temporary link to it; false when the browser cannot (no
 * object addresses, or it refused the file).
 */
function download(text: string, type: string, fileName: string): boolean {
  if (typeof URL.createObjectURL !== 'function') return false;
  let url: string;
  try {
    url = URL.createObjectURL(new Blob([text], { type }));
  } catch {
    return false;
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  // Some browsers follow only a link that is in the document.
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, REVOKE_AFTER_MS);
  return true;
}

type Status = { text: string; problem: boolean } | null;

/**
 * The trip leaving the site: "Add to calendar" (an .ics file, which needs the trip's first day),
 * "Download map file" (a GPX file of the places with coordinates) and "Print" (the trip alone,
 * as a clean page). What each did is said in the status line under the buttons.
 */
export function TripExports({ days, start, onStartChange }: TripExportsProps) {
  const [status, setStatus] = useState<Status>(null);
  const [missingStart, setMissingStart] = useState(false);
  const [printing, setPrinting] = useState(false);
  const startInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const dated = useMemo(() => datedDays(days, start), [days, start]);

  // Printing from the browser's own menu prints the trip as the Print button does.
  useEffect(() => {
    const before = () => {
      flushSync(() => {
        setPrinting(true);
      });
    };
    const after = () => {
      setPrinting(false);
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const say = (text: string, problem = false) => {
    setStatus({ text, problem });
  };

  const addToCalendar = () => {
    if (start === null) {
      setMissingStart(true);
      say(m.guide_export_start_missing(), true);
      startInput.current?.focus();
      return;
    }
    const filled = filledDays(dated);
    if (filled.length === 0) {
      say(m.guide_export_empty(), true);
      return;
    }
    const text = icsForTrip(dated, { now: new Date(), name: m.guide_trip_share_title() });
    if (!download(text, 'text/calendar;charset=utf-8', 'negril-trip.ics')) {
      say(m.guide_export_failed(), true);
      return;
    }
    const stops = m.guide_export_stops({ count: stopCount(dated) });
    say(
      m.guide_export_calendar_ready({ days: m.guide_export_days({ count: filled.length }), stops }),
    );
  };

  const downloadMap = () => {
    if (stopCount(dated) === 0) {
      say(m.guide_export_empty(), true);
      return;
    }
    const file = gpxForTrip(dated, { now: new Date(), name: m.guide_trip_share_title() });
    const unlocated =
      file.unlocated.length > 0
        ? m.guide_export_unlocated({
            count: file.unlocated.length,
            names: listFormat(file.unlocated.map((place) => place.name)),
          })
        : '';
    if (file.waypoints === 0) {
      say(`${m.guide_export_map_none()} ${unlocated}`.trim(), true);
      return;
    }
    if (!download(file.text, 'application/gpx+xml', 'negril-trip.gpx')) {
      say(m.guide_export_failed(), true);
      return;
    }
    say(`${m.guide_export_map_ready({ count: file.waypoints })} ${unlocated}`.trim());
  };

  const print = () => {
    if (typeof window.print !== 'function') {
      say(m.guide_export_print_failed(), true);
      return;
    }
    flushSync(() => {
      setPrinting(true);
    });
    try {
      window.print();
    } catch {
      setPrinting(false);
      say(m.guide_export_print_failed(), true);
      return;
    }
    say(m.guide_export_print_ready());
  };

  const hintId = `${id}-hint`;
  return (
    <div role="group" aria-labelledby={`${id}-heading`} className="mb-6 print:hidden">
      <h3 id={`${id}-heading`} className="mb-2 text-lg font-semibold text-primary-900">
        {m.guide_export_heading()}
      </h3>
      <div className="mb-3">
        <label htmlFor={`${id}-start`} className="block text-sm font-semibold text-slate-800">
          {m.guide_export_start_label()}
        </label>
        <input
          ref={startInput}
          id={`${id}-start`}
          type="date"
          value={start ?? ''}
          aria-describedby={hintId}
          aria-invalid={missingStart && start === null ? true : undefined}
          onChange={(event) => {
            const date = isoDay(event.target.value);
            if (date !== null) setMissingStart(false);
            onStartChange(date);
          }}
          className="mt-1 block min-h-11 rounded-md border border-slate-500 px-3 text-base aria-invalid:border-secondary-700"
        />
        <p id={hintId} className="mt-1 text-sm text-slate-700">
          {m.guide_export_start_hint()}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={addToCalendar}>
          {m.guide_export_calendar()}
        </Button>
        <Button variant="secondary" onClick={downloadMap}>
          {m.guide_export_map()}
        </Button>
        <Button variant="ghost" onClick={print}>
          {m.guide_export_print()}
        </Button>
      </div>
      {/* Always in the page: a live region that appears with its words is not always read. */}
      <p
        role="status"
        className={`mt-2 min-h-5 text-sm ${status?.problem ? 'font-semibold text-secondary-800' : 'text-slate-700'}`}
      >
        {status?.text}
      </p>
      {printing ? createPortal(<TripPrint days={dated} />, document.body) : null}
    </div>
  );
}
