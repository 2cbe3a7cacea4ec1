import { readConfig, type AppConfig, type Env } from '../src/configReader.ts';

/**
 * The build's configuration, read once from its environment: what src/config.ts will see in the
 * bundle (`buildConfig`), and what the build refuses to go on with (`configurationError`).
 */

/** What a build is made with. */
export interface BuildSettings {
  /** The environment the build reads (Vite's loadEnv plus process.env). */
  env: Env;
  demo: boolean;
}

/**
 * What the build should refuse: a variable that was set but cannot be used, where the site would
 * otherwise quietly do without it (an image proxy that is malformed leaves the feed's pictures
 * at full size; a malformed map tile template leaves the guide without its map), and one that
 * must never be set (a shared password for Google sign-ins).
 */
export function configurationError({
  env,
  config,
}: {
  env: Env;
  config: AppConfig;
}): string | null {
  const asked = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '';
  };
  if (asked('VITE_FEDERATED_DEFAULT_PASSWORD')) {
    return (
      'VITE_FEDERATED_DEFAULT_PASSWORD is no longer read: it would be in the public bundle, and ' +
      'so the password of every account a Google sign-in created, for anyone to read. Remove it; ' +
      "the server verifies Google's ID token instead (POST /v1/auth/firebase/), and against an " +
      'older server each such account gets a random password.'
    );
  }
  if (asked('VITE_IMAGE_PROXY_URL') && !config.imageProxy.configured) {
    return `The image proxy cannot be used: ${config.imageProxy.problem}`;
  }
  if (!config.mapTiles.configured) {
    return `The guide's map tiles cannot be used: ${config.mapTiles.problem}`;
  }
  return null;
}

/**
 * What a build goes on with but should say: a setting that works and gives something away. A
 * direct Instagram token is in the public bundle, where its scopes are anyone's.
 */
export function configurationWarnings({ env, demo }: BuildSettings): string[] {
  const token = env.VITE_INSTAGRAM_ACCESS_TOKEN;
  if (demo || typeof token !== 'string' || token.trim() === '') return [];
  return [
    'VITE_INSTAGRAM_ACCESS_TOKEN is in the public bundle: anyone can copy it, call the Instagram ' +
      'graph as your account with every scope it was granted (reading the media and profile at ' +
      'least; publishing, comments or messages if the token carries those), and keep it alive ' +
      'for good with refresh_access_token. Leave it unset and point VITE_INSTAGRAM_API_URL at a ' +
      'server-side proxy that adds the token (docs/configuration.md, "The Instagram token").',
  ];
}

/** The configuration src/config.ts will see in the bundle, read from the build's environment. */
export function buildConfig({ env, demo }: BuildSettings): AppConfig {
  return readConfig({ ...env, VITE_DEMO: String(demo), DEV: false, PROD: true });
}
