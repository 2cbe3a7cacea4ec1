import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import { paths } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';
import type { SearchComboboxProps } from './SearchCombobox';

const loadCombobox = () => import('./SearchCombobox');

// Room on the right for the form's submit button, drawn over the box's end.
const FIELD =
  'min-h-11 w-full rounded-md border-2 border-primary-200 bg-white pl-3 pr-11 text-base text-slate-900 placeholder:text-slate-600 focus:border-primary-700 md:w-56 md:text-sm lg:w-64';

interface Loaded {
  Combobox: ComponentType<SearchComboboxProps>;
  box: HTMLInputElement;
}

/**
 * The header's search: a box on wide screens, a button that opens it on a phone. This is all the
 * first load carries; the combobox, the index and the search library arrive when the box is
 * focused (or the phone's button pressed) and adopt this same box: it is never replaced, so what
 * is typed, the caret and the focus stay wherever the chunk lands in the typing.
 * It is a plain form to `/search?q=` first: Enter or its button before the app runs (or without
 * JavaScript, where the phone shows it open) loads the results page; the app then goes there
 * in place.
 */
export function SearchBox() {
  const location = useLocation();
  const navigate = useNavigate();
  const inputId = useId();
  const listboxId = useId();
  const panelId = useId();
  const field = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // The phone's panel belongs to the page it was opened on: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;

  const start = () => {
    if (loaded) return;
    void loadCombobox().then(({ default: Combobox }) => {
      setLoaded((already) => already ?? (field.current && { Combobox, box: field.current }));
    });
  };

  // Focused before the app ran (a painted page, adopted under the visitor's keys): search loads.
  useEffect(() => {
    if (document.activeElement === field.current) start();
  });

  const dismiss = () => {
    if (!open) return;
    setOpenOn(null);
    button.current?.focus();
  };

  // Opened on a phone: the box takes the focus (and so starts loading search).
  useEffect(() => {
    if (open) document.getElementById(inputId)?.focus();
  }, [open, inputId]);

  return (
    <div className="flex items-center md:ml-auto">
      <button
        ref={button}
        type="button"
        className="inline-flex min-h-11 items-center rounded-md border-2 border-primary-700 px-3 text-sm font-semibold text-primary-900 max-[360px]:px-2 md:hidden noscript:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpenOn(open ? null : location.key);
          start();
        }}
      >
        {m.search_open()}
      </button>
      <form
        id={panelId}
        role="search"
        action={paths.search.getHref()}
        method="get"
        className={`${open ? 'block' : 'hidden'} absolute inset-x-0 top-full z-30 border-b border-primary-100 bg-white px-4 py-3 shadow-md md:static md:block md:border-0 md:p-0 md:shadow-none noscript:static noscript:block noscript:border-0 noscript:p-0 noscript:shadow-none`}
        onSubmit={(event) => {
          event.preventDefault();
          const words = new FormData(event.currentTarget).get('q');
          navigate(paths.search.getHref(typeof words === 'string' ? words : ''));
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {m.search_label()}
        </label>
        <div className="relative">
          {/* The combobox sets aria-expanded (and the active option) on it once it is here. */}
          <input
            ref={field}
            id={inputId}
            type="text"
            name="q"
            role="combobox"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={m.search_placeholder()}
            aria-expanded={loaded ? undefined : false}
            aria-controls={listboxId}
            aria-autocomplete="list"
            className={FIELD}
            onFocus={start}
            onKeyDown={(event) => {
              if (!loaded && event.key === 'Escape') dismiss();
            }}
          />
          {loaded ? (
            <loaded.Combobox box={loaded.box} listboxId={listboxId} onDismiss={dismiss} />
          ) : null}
          <button
            type="submit"
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-primary-800 hover:text-primary-950"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            >
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="m15.5 15.5 5 5" />
            </svg>
            <span className="sr-only">{m.search_show_results()}</span>
          </button>
        </div>
      </form>
    </div>
  );
}
