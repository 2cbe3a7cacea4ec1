/**
 * The theme's head script, inline in every page's <head> before its stylesheet (the build
 * minifies this file and allows the result by its hash in the policy, as ./guard.ts; only the
 * names of src/lib/painted/pageNames.ts are imported, written in as literals). The colours themselves are CSS
 * (src/index.css): the page follows the system's setting (`prefers-color-scheme`) unless <html>
 * carries THEME_ATTRIBUTE (`light` or `dark`), which this script sets from the visitor's stored
 * choice before anything is painted, so a page is never shown in the wrong theme, even for a
 * frame. Without scripts, the page follows the system.
 *
 * It also runs the switch: a <select name=THEME_SWITCH_NAME> (src/app/ThemeSwitch.tsx), painted
 * with the page, answered here by delegation (on the window), so it works before the app starts
 * and after. A choice is kept in `localStorage` (the system's is kept as no key at all); a stored
 * value that is not a choice, or a storage that throws, is the system's. The `theme-color` metas
 * (one per scheme in index.html, `data-scheme`) follow the choice, and another tab's choice is
 * applied.
 * A script, not a module: nothing left behind in the global scope.
 */
import { THEME_ATTRIBUTE, THEME_KEY, THEME_SWITCH_NAME } from '../lib/painted/pageNames';

((doc: Document) => {
  const root = doc.documentElement;
  const apply = (value: unknown) => {
    const choice = value === 'light' || value === 'dark' ? value : 'system';
    if (choice === 'system') root.removeAttribute(THEME_ATTRIBUTE);
    else root.setAttribute(THEME_ATTRIBUTE, choice);
    for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[data-scheme]')) {
      const scheme = meta.dataset.scheme ?? '';
      meta.media =
        choice === 'system'
          ? `(prefers-color-scheme: ${scheme})`
          : choice === scheme
            ? 'all'
            : 'not all';
    }
    for (const select of doc.querySelectorAll(`select[name=${THEME_SWITCH_NAME}]`)) {
      (select as HTMLSelectElement).value = choice;
    }
    return choice;
  };
  const stored = () => {
    try {
      return localStorage.getItem(THEME_KEY);
    } catch {
      return null;
    }
  };
  apply(stored());
  // The painted switch shows the choice once it is parsed.
  doc.addEventListener('DOMContentLoaded', () => apply(root.getAttribute(THEME_ATTRIBUTE)));
  // A choice is taken at its `input` event (a select fires `input`, then `change`), on the window
  // in the capture phase: before React sees it. React may finish hydrating while it handles that
  // event and run the switch's effect, which shows the page's current choice in the switch; the
  // choice has to be the page's by then, or it is overwritten before its `change` (a bug seen on
  // a busy machine: "Light" chosen as the app took over, and the page stayed dark).
  const choose = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || select.name !== THEME_SWITCH_NAME) return;
    const choice = apply(select.value);
    try {
      if (choice === 'system') localStorage.removeItem(THEME_KEY);
      else localStorage.setItem(THEME_KEY, choice);
    } catch {
      // Not kept (storage refused): this page still shows the choice.
    }
  };
  addEventListener('input', choose, true);
  addEventListener('change', choose, true);
  addEventListener('storage', (event) => {
    if (event.key === THEME_KEY || event.key === null) apply(event.newValue);
  });
})(document);
