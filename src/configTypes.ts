/**
 * The shape of the site's configuration: what the environment gives (`Env`), and what
 * src/configReader.ts reads from it (`AppConfig`, a `ServiceConfig` per backend). Types only, so
 * the build's Node code (vite-plugins) and the site share them at no cost to the bundle.
 */

/** What Vite gives us: strings for set variables, booleans for MODE flags. */
export type Env = Record<string, string | boolean | undefined>;

/** A backend is either configured with its settings, or not, with a sentence that says why. */
export type ServiceConfig<Settings> =
  { configured: true; settings: Settings } | { configured: false; problem: string };

/** The site's languages (src/lib/i18n/locales.ts), written out: this module is read by the build in Node too. */
export type ContentLanguage = 'en' | 'es' | 'fr' | 'de';

export interface ContentfulSettings {
  spaceId: string;
  accessToken: string;
  environment: string;
  host: string | undefined;
  /**
   * The space's locale code for each of the site's languages; English's is the space's default,
   * the one every field falls back to.
   */
  locales: Record<ContentLanguage, string>;
}

export interface InstagramSettings {
  apiUrl: string;
  /** Empty when `apiUrl` points at a server-side proxy that adds the token itself. */
  accessToken: string;
}

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  emulatorUrl: string | undefined;
}

export interface ImageProxySettings {
  /** A URL template with `{width}` and `{url}` (percent-encoded) or `{raw_url}` (as it is). */
  template: string;
  /** The proxy's origin, for the Content-Security-Policy; null for a site-relative template. */
  origin: string | null;
}

/**
 * How a typed word is checked: PBKDF2-HMAC-SHA-256 with this salt and count of iterations gives
 * the digest; the word itself never reaches the bundle.
 */
export interface GuideSettings {
  /** Lower-case hex, fresh for each build. */
  salt: string;
  iterations: number;
  /** Lower-case hex, 256 bits. */
  digest: string;
}

export interface MapTileSettings {
  /** A tile URL template with `{z}`, `{x}` and `{y}` (and optionally `{r}`, Leaflet's retina suffix). */
  template: string;
  /** The tile server's origin, for the Content-Security-Policy; null for a site-relative template. */
  origin: string | null;
  /** The credit the tiles' licence asks for, as text, with the page it links to (if any). */
  attribution: { text: string; href: string | null };
}

export interface AppConfig {
  demo: boolean;
  apiUrl: string;
  contentful: ServiceConfig<ContentfulSettings>;
  instagram: ServiceConfig<InstagramSettings>;
  firebase: ServiceConfig<FirebaseSettings>;
  guide: ServiceConfig<GuideSettings>;
  /** Optional: without it the feed shows Instagram's pictures as the graph gives them. */
  imageProxy: ServiceConfig<ImageProxySettings>;
  /** The guide's map tiles: OpenStreetMap's standard tiles unless VITE_MAP_TILE_URL says otherwise. */
  mapTiles: ServiceConfig<MapTileSettings>;
  gaMeasurementId: string | null;
}
