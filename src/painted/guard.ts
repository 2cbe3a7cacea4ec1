/**
 * The one inline script of a painted page, first in its <head> (the build minifies this file and
 * allows the result by its hash in the policy; vite-plugins/painted/painted-guard.ts inlines the names it
 * imports, so the script has no imports). It decides when the app starts, and whether the painted
 * markup may be shown at all:
 * - Hosts answer every unknown path with the home page's file (the SPA fallback). On such a page
 *   (another path, or a query string), or once a paint with a time limit (`data-until`, the
 *   feed's expiring pictures) is past it, it marks <html> so the painted markup is hidden
 *   (index.css), and starts the app as soon as the document is parsed, to render the right page.
 * - On its own page, when the page carries its content (`data-start="load"`), it starts the app
 *   once the page has loaded (its pictures included) or after three seconds: the text and the
 *   main picture get a phone's bandwidth and main thread first. A tap or a key starts it early.
 *   A page whose content the app fetches starts it as soon as the document is parsed.
 * - Until the app adopts the page (it takes `data-painted` off `#root` then), a link works as
 *   any link does, and a form with an address is sent by the browser; a tap on a button, which
 *   only the app can answer, is kept: the button is marked `data-tapped`, the app starts, and
 *   presses it once the page is hydrated (./adopt.ts). No tap is lost, and none is swallowed.
 * Starting the app is adding its scripts, kept in a template (APP_SCRIPTS_ID), to the head.
 * A script, not a module: nothing left behind in the global scope.
 */
import {
  APP_SCRIPTS_ID,
  OTHER_PAGE_ATTRIBUTE,
  PAINTED_ATTRIBUTE,
  ROOT_ID,
  TAPPED_ATTRIBUTE,
} from '../lib/painted/pageNames';

((script: HTMLElement | SVGScriptElement | null, doc: Document) => {
  const data = script?.dataset ?? {};
  let started = false;
  const start = () => {
    const scripts = doc.querySelector(`template#${APP_SCRIPTS_ID}`);
    if (started || !(scripts instanceof HTMLTemplateElement)) return;
    started = true;
    doc.head.appendChild(doc.importNode(scripts.content, true));
  };
  const keepTap = (event: Event) => {
    const root = doc.getElementById(ROOT_ID);
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!root?.hasAttribute(PAINTED_ATTRIBUTE) || button?.type !== 'button') return;
    if (!root.contains(button)) return;
    for (const tapped of root.querySelectorAll(`[${TAPPED_ATTRIBUTE}]`)) {
      tapped.removeAttribute(TAPPED_ATTRIBUTE);
    }
    button.setAttribute(TAPPED_ATTRIBUTE, '');
    start();
  };
  const here = location.pathname.replace(/\/+$/, '') || '/';
  const expired = data.until !== undefined && Date.now() > Number(data.until);
  if (data.page !== here || location.search !== '' || expired) {
    doc.documentElement.setAttribute(OTHER_PAGE_ATTRIBUTE, '');
    doc.addEventListener('DOMContentLoaded', start);
  } else {
    addEventListener('click', keepTap, true);
    if (data.start !== 'load') {
      doc.addEventListener('DOMContentLoaded', start);
    } else {
      addEventListener('load', start);
      setTimeout(start, 3000);
      for (const type of ['pointerdown', 'keydown']) {
        addEventListener(type, start, { once: true, passive: true });
      }
    }
  }
})(document.currentScript, document);
