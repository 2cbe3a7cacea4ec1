import { useEffect, useRef } from 'react';
import { Link } from '../../lib/router';
import { Button } from '../../components/form/Button';
import { paths } from '../../lib/routes';
import { m } from '../../paraglide/messages.js';
import { setConsent, type ConsentChoice } from './consent';

/**
 * The analytics question, as a bar at the bottom of the page: in the page's flow after the
 * footer, so appearing after the page has painted moves nothing. From `sm` up it also sticks to
 * the bottom of the screen while it is open; on a phone it stays at the end of the page, where it
 * covers none of the page's own buttons (nothing reaches Google before an answer either way).
 * Its own chunk: only a first visit (or "Privacy settings") fetches it.
 */
export default function ConsentBanner({
  current,
  reopened,
  onChosen,
}: {
  /** The answer given before, when "Privacy settings" opened the question again. */
  current: ConsentChoice | null;
  /** Opened from "Privacy settings": focus moves to it. */
  reopened: boolean;
  onChosen: (choice: ConsentChoice) => void;
}) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);

  const choose = (choice: ConsentChoice) => {
    setConsent(choice);
    onChosen(choice);
  };

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby="consent-title"
      className="z-30 sm:sticky sm:bottom-0 border-t-4 border-secondary-500 bg-white shadow-lg outline-none"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="max-w-prose text-sm text-slate-800">
          <h2 id="consent-title" className="font-semibold text-primary-900">
            {m.app_consent_title()}
          </h2>
          <p>
            {m.app_consent_question()}{' '}
            <Link to={paths.privacy.getHref()} className="font-semibold text-primary-800 underline">
              {m.app_privacy_link()}
            </Link>
          </p>
          {current ? (
            <p className="mt-1">
              {current === 'granted' ? m.app_consent_now_accepted() : m.app_consent_now_declined()}
            </p>
          ) : null}
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2">
          <Button
            onClick={() => {
              choose('granted');
            }}
          >
            {m.app_consent_accept()}
          </Button>
          <Button
            onClick={() => {
              choose('denied');
            }}
          >
            {m.app_consent_decline()}
          </Button>
        </div>
      </div>
    </section>
  );
}
