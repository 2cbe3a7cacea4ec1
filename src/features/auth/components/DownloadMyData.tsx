import { useState } from 'react';
import { Button } from '../../../components/form/Button';
import { plainMessage } from '../../../lib/http/failureWords';
import { getPlaceNames, getProfile, getServerTrip, getTripsTogether } from '../api/accountData';
import { readStoredGuide } from '../../guide';
import { myDataDocument, myDataFileName } from '../myData';
import { m } from '../../../paraglide/messages.js';

/** Hands the document to the browser as a file download. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

type State =
  { kind: 'idle' | 'busy' } | { kind: 'done'; file: string } | { kind: 'failed'; error: string };

/**
 * "Download my data": the profile and the trip the server holds, and what this browser keeps,
 * in one JSON file. A failure says so in a sentence, with "Try again"; nothing else changes.
 */
export function DownloadMyData() {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const download = () => {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    Promise.all([
      getProfile(),
      getServerTrip(),
      getTripsTogether(),
      getPlaceNames(readStoredGuide().word),
    ])
      .then(([profile, trip, together, places]) => {
        const now = new Date();
        const file = myDataFileName(now);
        const document = myDataDocument({ profile, trip, together, places }, now);
        saveFile(file, `${JSON.stringify(document, null, 2)}\n`);
        setState({ kind: 'done', file });
      })
      .catch((failure: unknown) => {
        setState({ kind: 'failed', error: plainMessage(failure) });
      });
  };
  return (
    <section aria-labelledby="my-data-heading" className="space-y-3">
      <h2 id="my-data-heading" className="text-xl font-semibold text-primary-900">
        {m.account_data_title()}
      </h2>
      <p className="text-slate-700">{m.account_data_text()}</p>
      {state.kind === 'failed' ? (
        <div role="alert" className="space-y-2">
          <p className="font-semibold text-secondary-800">
            {m.account_data_failed()} {state.error}
          </p>
          <Button onClick={download}>{m.ui_try_again()}</Button>
        </div>
      ) : (
        <Button onClick={download} aria-disabled={state.kind === 'busy' || undefined}>
          {state.kind === 'busy' ? m.account_data_busy() : m.account_data_download()}
        </Button>
      )}
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {state.kind === 'done' ? m.account_data_done({ file: state.file }) : null}
      </p>
    </section>
  );
}
