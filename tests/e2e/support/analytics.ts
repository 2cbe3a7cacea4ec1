import type { BrowserContext } from '@playwright/test';

/** Google's analytics hosts: the tag's script and the collection endpoint. */
export const GOOGLE =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

/**
 * A stand-in for gtag.js that sends what the real one would: each event, while analytics storage
 * is granted, with `dl` (the page's location), `dt` (its title) and `dr` (its referrer) taken from
 * the event, else from what was `set`, else from the document itself, as gtag does.
 */
const GTAG_STUB = `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  var granted = false;
  var set = {};
  function pick(params, name, fallback) {
    return params[name] !== undefined ? params[name] : set[name] !== undefined ? set[name] : fallback;
  }
  function handle(args) {
    var params = args[2] || {};
    if (args[0] === 'set') for (var key in args[1]) set[key] = args[1][key];
    if (args[0] === 'consent' && params.analytics_storage) granted = params.analytics_storage === 'granted';
    if (args[0] === 'event' && granted) {
      fetch('https://region1.google-analytics.com/g/collect?en=' + encodeURIComponent(args[1]) +
        '&dp=' + encodeURIComponent(pick(params, 'page_path', '')) +
        '&dl=' + encodeURIComponent(pick(params, 'page_location', location.href)) +
        '&dt=' + encodeURIComponent(pick(params, 'page_title', document.title)) +
        '&dr=' + encodeURIComponent(pick(params, 'page_referrer', document.referrer)) +
        '&ep=' + encodeURIComponent(JSON.stringify(params)), { mode: 'no-cors', keepalive: true });
    }
  }
  for (var i = 0; i < layer.length; i += 1) handle(layer[i]);
  var push = layer.push.bind(layer);
  layer.push = function (args) { handle(args); return push(args); };
})();`;

/** Every request to Google's analytics hosts, answered by the stand-in and recorded. */
export async function recordGoogle(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(GOOGLE, async (route) => {
    const url = route.request().url();
    requests.push(url);
    if (new URL(url).pathname === '/gtag/js') {
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: GTAG_STUB });
    } else {
      await route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
    }
  });
  return requests;
}
