/**
 * `npm run lighthouse -- --cpu`: what a painted page's start costs the main thread, in CPU time.
 *
 * Lighthouse's blocking time is simulated from the load it observes: each main-thread task's
 * duration, as measured on this machine, times the 4× slowdown. A task's wall time grows with
 * whatever else the machine runs, so on a shared 2-core machine a page with no script at all
 * (the twin) measured 124 to 1,192 ms of blocking time from one run to the next. The CPU time
 * the renderer's main thread spent in each task (a trace's `tdur`) barely moves with the load.
 * This pass loads each page in a fresh Chromium context, unthrottled, traces it from just before
 * the navigation to 4 s after the load event (a painted page starts the app at load; a build that
 * starts it earlier is measured alike), and sums the page's main-thread tasks (./trace.mjs):
 * their CPU time, the longest one, and the blocking time Lighthouse would simulate from them
 * (each task's 4 × CPU time over 50 ms). The twin's figures are the page's own (parsing, style,
 * layout, pictures); the difference is the app's.
 */
import { chromium } from '@playwright/test';
import { CHROME_PATH } from './chrome.mjs';
import { median } from './report.mjs';
import { LONG_TASK_MS, SLOWDOWN, summarizeTrace } from './trace.mjs';

const QUIET_MS = 4_000;

/** One load of `url`: the figures of its main-thread tasks. */
async function traceOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: ['devtools.timeline', 'toplevel', 'loading'] },
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(QUIET_MS);
    await cdp.send('Tracing.end');
    await complete;
    return summarizeTrace(events);
  } finally {
    await context.close();
  }
}

/**
 * Measures every page of `pages` (label → URL) `runs` times, round-robin (a slow moment of the
 * machine then touches every page alike), and prints each page's medians.
 */
export async function measureStartCpu({ pages, runs, hostResolverRules, flags }) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      ...flags.filter((flag) => !flag.startsWith('--headless')),
      `--host-resolver-rules=${hostResolverRules}`,
      '--ignore-certificate-errors',
    ],
  });
  const results = new Map(pages.map(({ label }) => [label, []]));
  try {
    for (let index = 1; index <= runs; index += 1) {
      const order = index % 2 === 0 ? [...pages].reverse() : pages;
      for (const { label, url } of order) {
        results.get(label)?.push(await traceOnce(browser, url));
      }
      console.log(`  round ${index} of ${runs} done`);
    }
  } finally {
    await browser.close();
  }
  const cell = (values) =>
    `${Math.round(median(values))} (${values.map((value) => Math.round(value)).join(', ')})`;
  console.log(
    `\nThe page's main-thread tasks from the navigation to ${QUIET_MS / 1000} s after load, CPU time, unthrottled; medians of ${runs} (each run in brackets). "×${SLOWDOWN} blocking" is Σ max(0, ${SLOWDOWN} × task − ${LONG_TASK_MS} ms), the blocking time Lighthouse would simulate from them.\n`,
  );
  console.log('| page | CPU ms | longest task ms | ×4 blocking ms | the longest task ran |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const [label, runsOfPage] of results) {
    const of = (key) => cell(runsOfPage.map((run) => run[key]));
    const ran = [...new Set(runsOfPage.map((run) => run.longestRan))].join('; ');
    console.log(`| ${label} | ${of('cpu')} | ${of('longest')} | ${of('blocking')} | ${ran} |`);
  }
}
