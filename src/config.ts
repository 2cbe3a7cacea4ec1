/**
 * The site's configuration, as every module reads it. The readers and their checks are in
 * ./configReader.ts: a build reads the configuration once, in vite.config.ts, and gives the
 * bundle the result (`__BUILT_CONFIG__`), so the readers and their problem sentences stay out of
 * every page's first load (a configured build carries only its settings). The dev server, the
 * page painter and the tests read `import.meta.env` here, as the build did.
 */
import { readConfig, type AppConfig, type Env } from './configReader';

export * from './configReader';

const viteEnv = (import.meta as { env?: Env }).env;

// `typeof`: outside Vite (the end-to-end suite's own imports, under Node) the name is not defined.
export const config: AppConfig =
  typeof __CONFIG_AT_BUILD__ !== 'undefined' && __CONFIG_AT_BUILD__
    ? (__BUILT_CONFIG__ as AppConfig)
    : readConfig(viteEnv ?? {});
