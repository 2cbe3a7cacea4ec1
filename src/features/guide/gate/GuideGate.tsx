import { m } from '../../../paraglide/messages.js';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/form/Button';
import { Notice } from '../../../components/status/Notice';
import { ReadyFieldset } from '../../../components/form/ReadyFieldset';
import { TextField } from '../../../components/form/TextField';
import type { GuideSettings } from '../../../config';
import { canCheckWords, isGuideWord, normaliseWord } from './guideWord';

/**
 * The guide's gate: the shared word is checked against the build's check of it. A wrong word
 * says so and stays in the field to be corrected.
 */
export function GuideGate({
  check,
  savedWordFailed,
  refusedByServer,
  onUnlock,
}: {
  check: GuideSettings;
  /** A word kept in this browser no longer opens the guide (the word was changed). */
  savedWordFailed: boolean;
  /** The server did not accept the word the guide was opened with. */
  refusedByServer: boolean;
  onUnlock: (word: string) => void;
}) {
  const titleId = useId();
  const [entered, setEntered] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const checking = useRef(false);
  const input = useRef<HTMLDivElement>(null);

  // The guide just closed under the visitor: they are asked again, where they can answer.
  useEffect(() => {
    if (refusedByServer) input.current?.querySelector('input')?.focus();
  }, [refusedByServer]);

  const refuse = (message: string) => {
    setError(message);
    input.current?.querySelector('input')?.focus();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking.current) return;
    const word = normaliseWord(entered);
    if (!word) {
      refuse(m.guide_gate_empty());
      return;
    }
    if (!canCheckWords()) {
      refuse(m.guide_gate_insecure());
      return;
    }
    checking.current = true;
    void isGuideWord(word, check).then((matches) => {
      checking.current = false;
      if (matches) onUnlock(word);
      else refuse(m.guide_gate_wrong());
    });
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto max-w-md rounded-xl border border-primary-100 bg-white p-6 shadow-sm"
    >
      <div className="mb-4 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary-50 text-secondary-700"
        >
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor">
            <rect x="5" y="10.5" width="14" height="10" rx="2" strokeWidth="2" />
            <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
        <h2 id={titleId} className="text-xl font-bold text-primary-900">
          {m.guide_gate_title()}
        </h2>
      </div>
      <p className="mb-4 text-slate-700">{m.guide_gate_intro()}</p>
      {savedWordFailed || refusedByServer ? (
        <div className="mb-4">
          <Notice tone="warning">
            {refusedByServer ? m.guide_gate_refused() : m.guide_gate_changed()}
          </Notice>
        </div>
      ) : null}
      <form onSubmit={submit} noValidate>
        <ReadyFieldset className="space-y-4">
          <div ref={input}>
            <TextField
              label={m.guide_gate_label()}
              name="negrilPassword"
              type={shown ? 'text' : 'password'}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={entered}
              errors={error ? [error] : []}
              onChange={(event) => {
                setEntered(event.target.value);
              }}
            />
          </div>
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-primary-700"
              checked={shown}
              onChange={(event) => {
                setShown(event.target.checked);
              }}
            />
            {m.guide_gate_show()}
          </label>
          <Button type="submit" className="w-full">
            {m.guide_gate_unlock()}
          </Button>
        </ReadyFieldset>
      </form>
    </section>
  );
}
