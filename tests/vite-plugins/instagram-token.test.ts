import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import type { Env } from '../../src/configReader';
import type { Locale } from '../../src/lib/i18n/locales';
import { securityHeaders } from '../../vite-plugins/security/security-headers';

/** What a build prints as it starts, with this environment (the English one, unless `locale`). */
function warningsOf(env: Env, { demo = false, locale }: { demo?: boolean; locale?: Locale } = {}) {
  const plugin = securityHeaders({ env, demo, locale });
  const resolved = { root: '/site', build: { outDir: 'dist' }, command: 'build' } as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(resolved);
  const said: string[] = [];
  const context = {
    warn(message: string) {
      said.push(message);
    },
    error(message: string): never {
      throw new Error(message);
    },
  };
  (plugin.buildStart as (this: typeof context) => void).call(context);
  return said;
}

describe('a production build with a direct Instagram token', () => {
  it('says that the token is public, what it allows, and what to do instead', () => {
    const [warning, ...others] = warningsOf({ VITE_INSTAGRAM_ACCESS_TOKEN: 'IGQWRlong-lived' });
    expect(others).toEqual([]);
    expect(warning).toContain('VITE_INSTAGRAM_ACCESS_TOKEN is in the public bundle');
    // Not "read-only": whatever scopes it was granted, and kept alive by whoever copied it.
    expect(warning).toContain('every scope it was granted');
    expect(warning).toContain('publishing, comments or messages');
    expect(warning).toContain('refresh_access_token');
    expect(warning).toContain('point VITE_INSTAGRAM_API_URL at a server-side proxy');
  });

  it('says it once, in the build that writes the site, and never for a proxy or the demo', () => {
    const token = { VITE_INSTAGRAM_ACCESS_TOKEN: 'IGQWRlong-lived' };
    expect(warningsOf(token, { locale: 'en' })).toHaveLength(1);
    expect(warningsOf(token, { locale: 'es' })).toEqual([]);
    expect(warningsOf({ VITE_INSTAGRAM_API_URL: 'https://feed.example/instagram' })).toEqual([]);
    expect(warningsOf({ VITE_INSTAGRAM_ACCESS_TOKEN: '  ' })).toEqual([]);
    expect(warningsOf(token, { demo: true })).toEqual([]);
  });
});
