import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { langAttr } from '../../../lib/i18n/content';
import { paths } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';
import { countText, kindLabel, type SearchDocument } from '../documents';
import { failedSources, loadSearchEngine, useSiteSearch } from '../useSiteSearch';

// The search library is asked for as the box's chunk arrives, not once the list first renders
// (a failure is left to the list's own load, which tries again).
loadSearchEngine().catch(() => undefined);

/** How many results the list under the box shows; the results page shows them all. */
const SHOWN = 8;

export interface SearchComboboxProps {
  /**
   * The header's box, adopted as it is: it stays the same element, so its value, caret and focus
   * are the visitor's whatever the moment this chunk lands. Its words are read from it.
   */
  box: HTMLInputElement;
  /** The list's id (the box's aria-controls). */
  listboxId: string;
  /** Escape in an empty box: the phone's search panel closes. */
  onDismiss: () => void;
}

/** Opens a result: an entry of the site in place, a press article in a new tab. */
function useOpenResult() {
  const navigate = useNavigate();
  return (document: SearchDocument) => {
    if (document.link.kind === 'external') {
      window.open(document.link.href, '_blank', 'noopener,noreferrer');
    } else {
      navigate(document.link.href);
    }
  };
}

/** The box emptied as if the visitor had done it: its listeners hear it. */
function empty(box: HTMLInputElement): void {
  box.value = '';
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The header's search box once search is opened: an ARIA 1.2 combobox whose listbox shows the
 * best results as one types. It is the header's own box, adopted (never a new one in its place).
 * Down and Up move through the results (and round), Enter opens the active one, or the results
 * page when none is active; Escape closes the list, a second Escape clears the box. A polite
 * status says how many results there are and which source could not be searched.
 */
export default function SearchCombobox({ box, listboxId, onDismiss }: SearchComboboxProps) {
  const { index, sources, loading } = useSiteSearch();
  const openResult = useOpenResult();
  const navigate = useNavigate();
  const popup = useRef<HTMLDivElement>(null);
  // The box's words are the box's own: read from it at each render and checked again at the
  // commit (keys typed in between are never lost). Typed before this chunk came, they open the list.
  const subscribe = useCallback(
    (changed: () => void) => {
      box.addEventListener('input', changed);
      return () => {
        box.removeEventListener('input', changed);
      };
    },
    [box],
  );
  const query = useSyncExternalStore(subscribe, () => box.value);
  const [open, setOpen] = useState(() => box.value.trim() !== '');
  const [active, setActive] = useState(-1);
  const optionId = useId();

  const typed = query.trim();
  const results = useMemo(() => index.search(typed), [index, typed]);
  const shown = results.slice(0, SHOWN);
  const failed = failedSources(sources);
  const showing = open && typed !== '';
  const expanded = showing && shown.length > 0;
  const activeIndex = expanded && active < shown.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (document: SearchDocument) => {
    close();
    openResult(document);
  };
  const showAll = () => {
    close();
    navigate(paths.search.getHref(typed));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const count = shown.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(-1);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From the box, Down goes to the first result and Up to the last.
        setActive(
          activeIndex === -1 ? (step === 1 ? 0 : count - 1) : (activeIndex + step + count) % count,
        );
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const chosen = activeIndex >= 0 ? shown[activeIndex] : undefined;
        if (chosen) choose(chosen);
        else if (typed !== '') showAll();
        return;
      }
      case 'Escape': {
        if (showing) {
          event.preventDefault();
          close();
        } else if (query !== '') {
          event.preventDefault();
          empty(box);
        } else {
          onDismiss();
        }
        return;
      }
      default:
    }
  };

  // The box's events, here: what they do is this render's (kept in a ref at each commit)...
  const handlers = useRef({ onKeyDown, close });
  // ...and the list's state, on the box.
  useLayoutEffect(() => {
    handlers.current = { onKeyDown, close };
    box.setAttribute('aria-expanded', String(expanded));
    if (activeIndex >= 0) box.setAttribute('aria-activedescendant', `${optionId}-${activeIndex}`);
    else box.removeAttribute('aria-activedescendant');
  });
  // The listeners themselves are added once: were they removed and added again at each commit, a
  // render flushed between two listeners of one key (the words' subscription runs first) would
  // take away the one about to hear it, and a key typed into an empty box would not open the list.
  useLayoutEffect(() => {
    const onInput = () => {
      setOpen(true);
      setActive(-1);
    };
    const onKey = (event: KeyboardEvent) => {
      handlers.current.onKeyDown(event);
    };
    const onClick = () => {
      setOpen(true);
    };
    // Focus gone from the box and its list (a result's link keeps it open to be followed).
    const onFocusOut = (event: FocusEvent) => {
      if (!popup.current?.contains(event.relatedTarget as Node | null)) handlers.current.close();
    };
    box.addEventListener('input', onInput);
    box.addEventListener('keydown', onKey);
    box.addEventListener('click', onClick);
    box.addEventListener('focusout', onFocusOut);
    return () => {
      box.removeEventListener('input', onInput);
      box.removeEventListener('keydown', onKey);
      box.removeEventListener('click', onClick);
      box.removeEventListener('focusout', onFocusOut);
    };
  }, [box]);

  let status = '';
  if (showing) {
    if (results.length === 0) {
      status = loading ? m.search_searching() : m.search_no_results_for({ query: typed });
    } else status = `${countText(results.length)}.`;
    for (const source of failed) status += ` ${source.failed}`;
  }

  return (
    <>
      <p role="status" className="sr-only">
        {status}
      </p>
      <div
        ref={popup}
        hidden={!showing}
        onBlur={(event) => {
          const to = event.relatedTarget;
          if (to !== box && !event.currentTarget.contains(to)) close();
        }}
        className="absolute right-0 z-30 mt-1 w-full min-w-72 rounded-lg border border-primary-100 bg-white p-1 text-left shadow-lg md:w-96"
      >
        <ul id={listboxId} role="listbox" aria-label={m.search_results_label()} hidden={!expanded}>
          {shown.map((document, position) => (
            // The box keeps the focus and the keyboard (aria-activedescendant); a click chooses.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={document.id}
              id={`${optionId}-${position}`}
              role="option"
              aria-selected={position === activeIndex}
              className={`cursor-pointer rounded-md px-3 py-2 ${
                position === activeIndex ? 'bg-primary-100' : 'hover:bg-primary-50'
              }`}
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => {
                choose(document);
              }}
            >
              <span className="block text-xs font-semibold uppercase tracking-wide text-secondary-800">
                {kindLabel(document.kind)}
                {document.source ? ` · ${document.source}` : ''}
              </span>
              <span
                className="block font-semibold text-primary-900"
                {...langAttr(document.lang?.title)}
              >
                {document.title}
              </span>
              {document.link.kind === 'external' ? (
                <span className="sr-only">{m.search_new_tab()}</span>
              ) : null}
            </li>
          ))}
        </ul>
        {showing && shown.length === 0 ? (
          <p className="px-3 py-2 text-slate-700">
            {loading ? m.search_searching() : m.search_no_results()}
          </p>
        ) : null}
        {failed.map((source) => (
          <p key={source.name} className="px-3 py-1 text-sm text-secondary-900">
            {source.failed}
          </p>
        ))}
        <Link
          to={paths.search.getHref(typed)}
          className="block rounded-md px-3 py-2 text-sm font-semibold text-primary-800 underline"
          onClick={close}
        >
          {m.search_all_results_for({ query: typed })}
        </Link>
      </div>
    </>
  );
}
