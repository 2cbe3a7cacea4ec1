/** Figures of a Lighthouse result, their medians over runs, and the printed table. */

export const TARGETS = {
  /** The app's performance score, at least this share of its twin's. */
  performanceOfTwin: 0.95,
  /** The app's total blocking time, at most its twin's plus this. */
  tbtOverTwinMs: 150,
  accessibility: 1,
  'best-practices': 0.95,
  seo: 0.95,
  cls: 0,
};

const CATEGORY_COLUMNS = [
  ['performance', 'perf'],
  ['accessibility', 'a11y'],
  ['best-practices', 'bp'],
  ['seo', 'seo'],
];

/** The scores and metrics of one run, and the scored audits it did not pass. */
export function figures(lhr) {
  const score = (id) => lhr.categories[id]?.score ?? null;
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const failing = [];
  for (const [id] of CATEGORY_COLUMNS) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      const saving = audit.metricSavings
        ? Object.entries(audit.metricSavings)
            .filter(([, value]) => typeof value === 'number' && value > 0)
            .map(
              ([name, value]) =>
                `${name} ${name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`}`,
            )
            .join(', ')
        : '';
      failing.push({
        key: `${id}: ${ref.id}`,
        value: `${audit.score.toFixed(2)}${audit.displayValue ? ` ${audit.displayValue}` : ''}${saving ? ` (saves ${saving})` : ''}`,
      });
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet ?? null,
    failing,
    warnings: lhr.runWarnings ?? [],
  };
}

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Medians of every figure over the runs of one page. */
export function summarize(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    runs: runs.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    'best-practices': pick('best-practices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    fcp: pick('fcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
  };
}

/**
 * The app's page against its twin (the same painted HTML without the app's scripts), medians of
 * the same run: blocking time at most the twin's plus TARGETS.tbtOverTwinMs, a performance score
 * at least TARGETS.performanceOfTwin of the twin's, CLS 0, and the absolute a11y, bp and seo
 * targets. Returns the row with what it missed.
 */
export function compare(route, app, twin) {
  const misses = [];
  const performanceRatio =
    app.performance !== null && twin.performance ? app.performance / twin.performance : null;
  const tbtOverTwin = app.tbt !== null && twin.tbt !== null ? app.tbt - twin.tbt : null;
  if (performanceRatio === null || performanceRatio < TARGETS.performanceOfTwin) {
    misses.push(`perf < ${TARGETS.performanceOfTwin} × twin`);
  }
  if (tbtOverTwin === null || tbtOverTwin > TARGETS.tbtOverTwinMs) {
    misses.push(`TBT > twin + ${TARGETS.tbtOverTwinMs} ms`);
  }
  for (const [id, label] of CATEGORY_COLUMNS.slice(1)) {
    if (app[id] === null || app[id] < TARGETS[id]) misses.push(`${label} < ${TARGETS[id]}`);
  }
  if (app.cls === null || Number(app.cls.toFixed(3)) > TARGETS.cls) misses.push('CLS > 0');
  return { route, app, twin, performanceRatio, tbtOverTwin, misses };
}

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);
const score = (value) => (value === null ? '–' : value.toFixed(2));
const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`);
const seconds = (value) => (value === null ? '–' : `${(value / 1000).toFixed(2)} s`);

/** One line a page: the app, its twin, and how they compare. */
export function formatTable(rows) {
  const columns = [
    ['route', Math.max(5, ...rows.map((row) => row.route.length)), (row) => row.route],
    ['perf', 4, (row) => score(row.app.performance)],
    ['twin', 4, (row) => score(row.twin.performance)],
    ['ratio', 5, (row) => score(row.performanceRatio)],
    ['TBT', 7, (row) => ms(row.app.tbt)],
    ['twin', 7, (row) => ms(row.twin.tbt)],
    [
      'Δ TBT',
      7,
      (row) =>
        row.tbtOverTwin === null ? '–' : `${row.tbtOverTwin > 0 ? '+' : ''}${ms(row.tbtOverTwin)}`,
    ],
    ['LCP', 6, (row) => seconds(row.app.lcp)],
    ['twin', 6, (row) => seconds(row.twin.lcp)],
    ['CLS', 5, (row) => (row.app.cls === null ? '–' : row.app.cls.toFixed(3))],
    ['a11y', 4, (row) => score(row.app.accessibility)],
    ['bp', 4, (row) => score(row.app['best-practices'])],
    ['seo', 4, (row) => score(row.app.seo)],
  ];
  const line = (cells) =>
    cells.map((cell, index) => (index === 0 ? pad : padLeft)(cell, columns[index][1])).join('  ');
  const header = `${line(columns.map(([title]) => title))}  targets`;
  const lines = [header, '-'.repeat(header.length + 12)];
  for (const row of rows) {
    const targets = row.misses.length === 0 ? 'all met' : `MISSED: ${row.misses.join(', ')}`;
    lines.push(`${line(columns.map(([, , cell]) => cell(row)))}  ${targets}`);
  }
  return lines.join('\n');
}
