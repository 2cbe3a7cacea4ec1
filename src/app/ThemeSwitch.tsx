import { useEffect, useRef } from 'react';
import { THEME_ATTRIBUTE, THEME_SWITCH_NAME } from '../lib/painted/pageNames';
import { m } from '../paraglide/messages.js';

/**
 * The footer's theme switch: the system's setting, light or dark. A native <select> painted with
 * the page, which the theme's head script (src/painted/theme.ts) answers by delegation, before
 * the app starts and after: it applies the choice, keeps it, and shows it in the switch. The app
 * only renders it, and shows the page's current choice once hydrated (the painted page cannot
 * know it). Hidden without scripts: the page then follows the system.
 */
export function ThemeSwitch() {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (select.current) {
      select.current.value = document.documentElement.getAttribute(THEME_ATTRIBUTE) ?? 'system';
    }
  }, []);
  return (
    <label className="flex items-center gap-2 noscript:hidden">
      {m.app_theme_label()}
      <select
        ref={select}
        name={THEME_SWITCH_NAME}
        defaultValue="system"
        className="min-h-11 rounded-md border border-primary-200 bg-white px-2 text-slate-900"
      >
        <option value="system">{m.app_theme_system()}</option>
        <option value="light">{m.app_theme_light()}</option>
        <option value="dark">{m.app_theme_dark()}</option>
      </select>
    </label>
  );
}
