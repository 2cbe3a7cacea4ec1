import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { themeScript } from '../../vite-plugins/painted/painted-guard';
import { THEME_ATTRIBUTE, THEME_KEY, THEME_SWITCH_NAME } from '../../src/lib/painted/pageNames';

interface Page {
  window: Window &
    typeof globalThis & {
      eval: (code: string) => unknown;
      DOMException: typeof DOMException;
      Event: typeof Event;
      StorageEvent: typeof StorageEvent;
    };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: object) => Page;
};

const PAGE = `<!doctype html><html><head>
<meta name="theme-color" content="#0f766e" media="(prefers-color-scheme: light)" data-scheme="light">
<meta name="theme-color" content="#042f2e" media="(prefers-color-scheme: dark)" data-scheme="dark">
</head><body><select name="${THEME_SWITCH_NAME}" aria-label="Theme">
<option value="system" selected>System</option><option value="light">Light</option>
<option value="dark">Dark</option></select></body></html>`;

/**
 * A page that runs the theme's head script as the built pages carry it, with what this browser
 * has stored (`undefined`: nothing), or a storage that throws at every use.
 */
function pageWith(stored: string | undefined, { throws = false } = {}) {
  const dom = new JSDOM(PAGE, { url: 'https://negril.test/', runScripts: 'outside-only' });
  const { window } = dom;
  if (throws) {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new window.DOMException('The storage is off', 'SecurityError');
      },
    });
  } else if (stored !== undefined) {
    window.localStorage.setItem(THEME_KEY, stored);
  }
  window.eval(themeScript().script);
  const doc = window.document;
  const select = doc.querySelector('select') as HTMLSelectElement;
  const metas = [...doc.querySelectorAll('meta[data-scheme]')] as HTMLMetaElement[];
  return {
    window,
    theme: () => doc.documentElement.getAttribute(THEME_ATTRIBUTE),
    select,
    media: () => metas.map((meta) => meta.media),
    /** As a browser does: the value, then `input`, then `change`. */
    choose(value: string) {
      select.value = value;
      select.dispatchEvent(new window.Event('input', { bubbles: true }));
      select.dispatchEvent(new window.Event('change', { bubbles: true }));
    },
    stored: () => window.localStorage.getItem(THEME_KEY),
  };
}

describe('the theme’s head script', () => {
  it('follows the system when nothing is stored: no attribute, each theme-color its scheme’s', () => {
    const page = pageWith(undefined);
    expect(page.theme()).toBeNull();
    expect(page.select.value).toBe('system');
    expect(page.media()).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
  });

  it('applies a stored choice before the page is shown, and the theme-color of that theme', () => {
    const dark = pageWith('dark');
    expect(dark.theme()).toBe('dark');
    expect(dark.select.value).toBe('dark');
    expect(dark.media()).toEqual(['not all', 'all']);
    const light = pageWith('light');
    expect(light.theme()).toBe('light');
    expect(light.media()).toEqual(['all', 'not all']);
  });

  it.each([['"dark"'], ['DARK'], ['sepia'], [''], ['{"theme":"dark"}'], ['system']])(
    'takes a stored value that is not light or dark (%s) for the system’s',
    (value) => {
      const page = pageWith(value);
      expect(page.theme()).toBeNull();
      expect(page.select.value).toBe('system');
    },
  );

  it('keeps the switch’s choice, and forgets it when the system’s is chosen again', () => {
    const page = pageWith(undefined);
    page.choose('dark');
    expect(page.theme()).toBe('dark');
    expect(page.stored()).toBe('dark');
    page.choose('light');
    expect(page.theme()).toBe('light');
    expect(page.stored()).toBe('light');
    page.choose('system');
    expect(page.theme()).toBeNull();
    expect(page.stored()).toBeNull();
  });

  it('shows the system’s theme when the storage throws, and still switches the page', () => {
    const page = pageWith(undefined, { throws: true });
    expect(page.theme()).toBeNull();
    expect(() => {
      page.choose('dark');
    }).not.toThrow();
    expect(page.theme()).toBe('dark');
  });

  it('takes a choice before the page below sees its input (React finishing hydration there)', () => {
    // React, handling a discrete event while it hydrates, can finish and run the switch's effect,
    // which shows the page's current choice in the switch: the choice must be the page's by then.
    const page = pageWith(undefined);
    const doc = page.window.document;
    doc.body.addEventListener(
      'input',
      (event) => {
        page.select.value = doc.documentElement.getAttribute(THEME_ATTRIBUTE) ?? 'system';
        event.stopPropagation();
      },
      true,
    );
    page.choose('light');
    expect(page.theme()).toBe('light');
    expect(page.select.value).toBe('light');
    expect(page.stored()).toBe('light');
  });

  it('ignores a change of any other field', () => {
    const page = pageWith(undefined);
    const other = page.window.document.createElement('select');
    other.innerHTML = '<option value="dark">Dark</option>';
    page.window.document.body.append(other);
    other.dispatchEvent(new page.window.Event('change', { bubbles: true }));
    expect(page.theme()).toBeNull();
    expect(page.stored()).toBeNull();
  });

  it('applies a choice made in another tab', () => {
    const page = pageWith(undefined);
    page.window.dispatchEvent(
      new page.window.StorageEvent('storage', { key: THEME_KEY, newValue: 'dark' }),
    );
    expect(page.theme()).toBe('dark');
    page.window.dispatchEvent(new page.window.StorageEvent('storage', { key: null }));
    expect(page.theme()).toBeNull();
  });

  it('is small: a head script every page carries', () => {
    expect(themeScript().script.length).toBeLessThan(1000);
  });
});
