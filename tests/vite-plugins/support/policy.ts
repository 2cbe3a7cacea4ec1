import { buildConfig } from '../../../vite-plugins/config-check';
import { pageGuard, themeScript } from '../../../vite-plugins/painted/painted-guard';
import { contentSecurityPolicy } from '../../../vite-plugins/security/security-policy';

/** The policy and the hosts' files as a production build makes them, for the tests of both. */

export const PAGE_GUARD_HASH = pageGuard().hash;
export const THEME_HASH = themeScript().hash;

/** The policy a production build gets from these variables (the backends' real hosts). */
export function policyFor(env: Record<string, string>) {
  const config = buildConfig({
    env: { VITE_INSTAGRAM_ACCESS_TOKEN: 'token', ...env },
    demo: false,
  });
  return { config, directives: contentSecurityPolicy({ config }) };
}

/** Every backend configured: the widest policy a build can have. */
export const EVERYTHING = {
  VITE_CONTENTFUL_SPACE_ID: 'space',
  VITE_CONTENTFUL_ACCESS_TOKEN: 'token',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'negril-life.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'negril-life',
  VITE_FIREBASE_APP_ID: 'app',
  VITE_GA_MEASUREMENT_ID: 'G-TEST123',
  VITE_NEGRIL_GUIDE_DIGEST: 'a'.repeat(64),
};
