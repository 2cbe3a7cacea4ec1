/// <reference types="vite/client" />

/** Whether this build runs the demo's mock backends (vite.config.ts `define`). */
declare const __DEMO__: boolean;
/** Whether this build has an offline service worker to register (production builds only). */
declare const __SERVICE_WORKER__: boolean;
/** The page painter may run here (Vite's server: the build's renderer, dev, the tests), not in a built bundle. */
declare const __PAINTER__: boolean;
/**
 * The year the site was built, for the footer's copyright (vite.config.ts): a page painted in one
 * year and opened in the next must say the same as the app that adopts it.
 */
declare const __BUILD_YEAR__: number;
/** Whether this bundle's configuration was read by the build (a production build; src/config.ts). */
declare const __CONFIG_AT_BUILD__: boolean;
/** That configuration (vite.config.ts); undefined where `__CONFIG_AT_BUILD__` is false. */
declare const __BUILT_CONFIG__: import('./configReader').AppConfig | undefined;
/**
 * The one language of a production bundle (vite-plugins/bundle/locale-builds.ts); undefined elsewhere
 * (src/lib/i18n/runtime.ts).
 */
declare const __STATIC_LOCALE__: import('./lib/i18n/locales').Locale | undefined;

interface ImportMetaEnv {
  readonly VITE_DEMO?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_CONTENTFUL_SPACE_ID?: string;
  readonly VITE_CONTENTFUL_ACCESS_TOKEN?: string;
  readonly VITE_CONTENTFUL_ENVIRONMENT?: string;
  readonly VITE_CONTENTFUL_HOST?: string;
  readonly VITE_INSTAGRAM_ACCESS_TOKEN?: string;
  readonly VITE_INSTAGRAM_API_URL?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
  readonly VITE_GA_MEASUREMENT_ID?: string;
  /**
   * Set by vite.config.ts from the build-time NEGRIL_GUIDE_PASSWORD (vite-plugins/security/guide-word.ts).
   */
  readonly VITE_NEGRIL_GUIDE_SALT?: string;
  readonly VITE_NEGRIL_GUIDE_ITERATIONS?: string;
  readonly VITE_NEGRIL_GUIDE_DIGEST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
