import { useEffect, useRef, useState } from 'react';
import { Button } from './form/Button';
import { m } from '../paraglide/messages.js';

type Outcome = 'shared' | 'copied' | 'manual' | null;

/**
 * Shares a link: the device's share sheet where the browser has one (Web Share API), otherwise
 * the link is copied and the button says so; where neither works, the link is shown to copy.
 * A path of the site (`/blog/some-entry`) is shared as an address of the site the visitor is
 * on, made when shared: the button renders the same at build time, where there is no address.
 */
export function ShareButton({ url, title, label }: { url: string; title: string; label: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [shownUrl, setShownUrl] = useState(url);
  const manual = useRef<HTMLInputElement>(null);
  // Neither worked: focus goes to the link, selected, ready to copy.
  useEffect(() => {
    if (outcome === 'manual') manual.current?.focus();
  }, [outcome]);

  const share = async () => {
    const absolute = new URL(url, window.location.href).href;
    setShownUrl(absolute);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: absolute });
        setOutcome('shared');
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(absolute);
      setOutcome('copied');
    } catch {
      setOutcome('manual');
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => void share()}>
        {label}
      </Button>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {outcome === 'copied' ? m.ui_share_copied() : null}
        {outcome === 'shared' ? m.ui_share_shared() : null}
        {outcome === 'manual' ? m.ui_share_manual() : null}
      </p>
      {outcome === 'manual' ? (
        <label className="block w-full text-sm text-slate-800">
          {m.ui_share_copy_label()}
          <input
            ref={manual}
            readOnly
            value={shownUrl}
            onFocus={(event) => {
              event.target.select();
            }}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-400 px-3 text-base"
          />
        </label>
      ) : null}
    </div>
  );
}
