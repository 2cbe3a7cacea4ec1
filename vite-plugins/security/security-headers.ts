import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { DEFAULT_LOCALE, type Locale } from '../../src/lib/i18n/locales.ts';
import {
  buildConfig,
  configurationError,
  configurationWarnings,
  type BuildSettings,
} from '../config-check.ts';
import { contentfulPreview } from './contentful-preview.ts';
import {
  formatHeadersFile,
  formatNginxConf,
  formatRedirectsFile,
  formatVercelJson,
  headerRules,
  headersFor,
  parseHeadersFile,
} from './host-files.ts';
import { contentSecurityPolicy, preconnectOrigins, serializePolicy } from './security-policy.ts';
import { insecureTiles } from './tile-scheme.ts';

/**
 * The site's Content-Security-Policy and the other response headers of a deployment, derived at
 * build time from the same configuration the bundle is built with (`readConfig` of src/config.ts):
 * a backend that is not configured gets nothing, so the policy allows exactly what this build
 * can reach. Emitted by `securityHeaders()`:
 *
 * - a `<meta http-equiv="Content-Security-Policy">` in the built index.html (a fallback for hosts
 *   that cannot send headers; `frame-ancestors` is ignored in a meta tag, so it is left out);
 * - `dist/_headers` (Netlify, Cloudflare Pages and others) with the policy as a header, the other
 *   security headers, immutable caching for the hashed `/assets/*` and `no-cache` for
 *   index.html, plus `dist/_redirects` with the SPA fallback (each language's under its prefix:
 *   `/es/*` is `/es/index.html`, the Spanish bundle's page; the rest is `/index.html`);
 * - `dist/vercel.json` (Vercel) and `dist/nginx-headers.conf` (an nginx `include`) with the very
 *   same rules, written from the same list, so no host gets a hand-copied, stale policy;
 * - the same headers from `vite preview`, read from the built `_headers`, so the end-to-end
 *   tests run the site under the very policy that is deployed.
 *
 * The dev server gets none of this: Vite's HMR client relies on inline code and eval.
 */

export interface SecurityOptions extends BuildSettings {
  /**
   * This build's language: another language's build (vite-plugins/bundle/locale-builds.ts) keeps the policy's
   * meta tag in its page and writes no deployment files, which the English one writes for the site.
   */
  locale?: Locale;
}

export function securityHeaders(options: SecurityOptions): Plugin {
  const config = buildConfig(options);
  const apiProxyTarget =
    typeof options.env.API_PROXY_TARGET === 'string' ? options.env.API_PROXY_TARGET : undefined;
  const directives = contentSecurityPolicy({ config, apiProxyTarget });
  const preview = contentfulPreview(options.env);
  const rules = headerRules(directives, { noindex: preview.noindex });
  const refused = configurationError({ env: options.env, config });
  let outDir = 'dist';
  let building = false;

  return {
    name: 'security-headers',
    configResolved(resolved) {
      outDir = join(resolved.root, resolved.build.outDir);
      building = resolved.command === 'build';
    },
    buildStart() {
      if (refused) this.error(refused);
      // `npm run dev` may read drafts: nothing of it is deployed.
      if (building && preview.refused) this.error(preview.refused);
      const tiles = building ? insecureTiles(config) : null;
      if (tiles) this.error(tiles);
      // Said once, by the build that writes the site's files (not each language's).
      if (building && (!options.locale || options.locale === DEFAULT_LOCALE)) {
        for (const warning of configurationWarnings(options)) this.warn(warning);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        if (context.server) return [];
        // First in <head>, before anything the policy governs.
        return [
          {
            tag: 'meta',
            attrs: {
              'http-equiv': 'Content-Security-Policy',
              content: serializePolicy(directives, { meta: true }),
            },
            injectTo: 'head-prepend',
          },
          ...preconnectOrigins(config).map(({ href, crossorigin }): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'preconnect', href, ...(crossorigin ? { crossorigin: true } : {}) },
            injectTo: 'head-prepend',
          })),
        ];
      },
    },
    generateBundle() {
      if (options.locale && options.locale !== DEFAULT_LOCALE) return;
      this.emitFile({ type: 'asset', fileName: '_headers', source: formatHeadersFile(rules) });
      this.emitFile({ type: 'asset', fileName: 'vercel.json', source: formatVercelJson(rules) });
      this.emitFile({
        type: 'asset',
        fileName: 'nginx-headers.conf',
        source: formatNginxConf(rules),
      });
      // The SPA fallback: every path that is not a file is the app in its language (Netlify,
      // Cloudflare Pages).
      this.emitFile({ type: 'asset', fileName: '_redirects', source: formatRedirectsFile() });
    },
    configurePreviewServer(server) {
      // What was deployed, when the build wrote it; else what this configuration would write.
      let served = rules;
      try {
        served = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
      } catch {
        // No _headers in the folder served: an older build.
      }
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview').pathname;
        for (const [name, value] of Object.entries(headersFor(served, path))) {
          response.setHeader(name, value);
        }
        next();
      });
    },
  };
}
