/** Figures of a Lighthouse result, their medians over runs, and the printed table. */

export const TARGETS = {
  performance: 0.95,
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

/** Medians of every figure over the runs of one route, and what missed a target. */
export function summarize(route, runs, { hasTargets }) {
  const pick = (key) => median(runs.map((run) => run[key]));
  const row = {
    route,
    runs: runs.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    'best-practices': pick('best-practices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    fcp: pick('fcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    misses: [],
  };
  if (hasTargets) {
    for (const [id, label] of CATEGORY_COLUMNS) {
      if (row[id] === null || row[id] < TARGETS[id]) row.misses.push(`${label} < ${TARGETS[id]}`);
    }
    if (row.cls === null || Number(row.cls.toFixed(3)) > TARGETS.cls) row.misses.push('CLS > 0');
  }
  return row;
}

const pad = (text, width) => String(text).padEnd(width);
const padLeft = (text, width) => String(text).padStart(width);

export function formatTable(rows) {
  const routeWidth = Math.max(5, ...rows.map((row) => row.route.length));
  const header = `${pad('route', routeWidth)}  ${['perf', 'a11y', 'bp', 'seo'].map((h) => padLeft(h, 4)).join('  ')}  ${padLeft('FCP', 7)}  ${padLeft('LCP', 7)}  ${padLeft('TBT', 6)}  ${padLeft('CLS', 5)}  targets`;
  const lines = [header, '-'.repeat(header.length + 12)];
  for (const row of rows) {
    const score = (value) => padLeft(value === null ? '–' : value.toFixed(2), 4);
    const seconds = (value) => padLeft(value === null ? '–' : `${(value / 1000).toFixed(2)} s`, 7);
    lines.push(
      `${pad(row.route, routeWidth)}  ${[row.performance, row.accessibility, row['best-practices'], row.seo].map(score).join('  ')}  ${seconds(row.fcp)}  ${seconds(row.lcp)}  ${padLeft(row.tbt === null ? '–' : `${Math.round(row.tbt)} ms`, 6)}  ${padLeft(row.cls === null ? '–' : row.cls.toFixed(3), 5)}  ${row.hasTargets === false ? '(no targets)' : row.misses.length === 0 ? 'all met' : `MISSED: ${row.misses.join(', ')}`}`,
    );
  }
  return lines.join('\n');
}
