import { useEffect, useRef, useState } from 'react';
import { Link } from '../lib/router';
import { m } from '../paraglide/messages.js';
import { outbox, subscribeToOutbox } from './db';

/**
 * The demo sends no real e-mail: what the mock server "sent" (activation and reset links) is
 * shown here, so a visitor can follow the whole account flow. Demo builds only. It sits in the
 * footer's flow and opens below its button, so it never covers the page's content.
 */
export default function DemoInbox() {
  const [emails, setEmails] = useState(outbox);
  useEffect(() => subscribeToOutbox(setEmails), []);
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(0);
  const unread = Math.max(0, emails.length - seen);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          setSeen(emails.length);
          setOpen((value) => !value);
        }}
        className="min-h-11 rounded-full bg-secondary-700 px-4 text-sm font-semibold text-white hover:bg-secondary-800"
      >
        {!open && unread > 0 ? m.app_demo_inbox_new({ count: unread }) : m.app_demo_inbox()}
      </button>
      {open ? (
        <section
          ref={panel}
          aria-label={m.app_demo_inbox()}
          className="max-h-[60vh] w-full sm:w-96 overflow-y-auto rounded-xl border border-primary-200 bg-white p-4 text-slate-900 shadow-xl"
        >
          <h2 className="font-bold text-primary-900">{m.app_demo_inbox()}</h2>
          <p className="mt-1 text-sm text-slate-700">{m.app_demo_inbox_intro()}</p>
          {emails.length === 0 ? (
            <p className="mt-3 text-sm">{m.app_demo_inbox_empty()}</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {[...emails].reverse().map((email) => (
                <li
                  key={`${email.sentAt}-${email.link}`}
                  className="rounded-md bg-primary-50 p-3 text-sm"
                >
                  <p className="font-semibold">{email.subject}</p>
                  <p className="text-slate-700">{m.app_demo_inbox_to({ address: email.to })}</p>
                  <Link
                    to={email.link}
                    className="mt-1 inline-block font-semibold text-primary-800 underline"
                    onClick={() => setOpen(false)}
                  >
                    {email.kind === 'activation'
                      ? m.app_demo_inbox_activate()
                      : m.app_demo_inbox_reset()}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
