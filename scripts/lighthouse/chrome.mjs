/**
 * One Lighthouse run: a fresh Debian Chromium (new profile, empty cache), Lighthouse 12 over its
 * DevTools port with the default mobile settings (a mid-range phone, simulated slow 4G, 4× CPU
 * slowdown), then Chromium is stopped.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, start, stop, waitForUrl } from './processes.mjs';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The flags the guide asks for, plus the quiet-profile flags Lighthouse's own launcher uses. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-client-side-phishing-detection',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--metrics-recording-only',
  '--mute-audio',
  '--no-default-browser-check',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--password-store=basic',
  '--use-mock-keychain',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Runs Lighthouse once on `url`. `hostResolverRules` sends the content service's and the social
 * graph's names to the local stand-ins, whose self-signed certificate Chromium then accepts.
 */
export async function lighthouseRun(
  url,
  { hostResolverRules, tmpDir, log, categories = CATEGORIES },
) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpDir, 'chrome-'));
  const chrome = start(
    'chromium',
    CHROME_PATH,
    [
      ...CHROME_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      `--host-resolver-rules=${hostResolverRules}`,
      '--ignore-certificate-errors',
      'about:blank',
    ],
    { log },
  );
  try {
    await waitForUrl(`http://127.0.0.1:${port}/json/version`, chrome, { timeoutMs: 30_000 });
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    return { lhr, json: typeof result.report === 'string' ? result.report : JSON.stringify(lhr) };
  } finally {
    await stop(chrome);
    rmSync(profile, { recursive: true, force: true });
  }
}
