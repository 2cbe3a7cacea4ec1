import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_LOCALE, type Locale } from '../../src/lib/i18n/locales.ts';
import type { BuildContent } from '../../src/app/dataKinds.ts';

/** The renderer's module (src/painted/render.tsx), as the build loads it through Vite's SSR loader. */
export type RenderModule = typeof import('../../src/painted/render');

/** Rejects after `ms`, without keeping the build's process alive. */
async function timeout(ms: number, what: string): Promise<never> {
  await sleep(ms, undefined, { ref: false });
  throw new Error(`${what} took longer than ${ms} ms`);
}

/**
 * The content each language's pages are painted with (the plugin, ./painted-pages.ts, calls it
 * once per build), and a line per language saying how much was found. Each kind is fetched in
 * each language as src/app/dataKinds.ts says, within 20 s; `PAINT_CONTENT=false` fetches
 * nothing, and a kind's override variable (`PAINT_CONTENTFUL_HOST`, `PAINT_INSTAGRAM_URL`)
 * fetches it from another address.
 */
export async function fetchContents({
  app,
  env,
  locales,
  warn,
}: {
  app: RenderModule;
  env: Record<string, string | undefined>;
  locales: readonly Locale[];
  /** The build's warning: a failed fetch is one, never an error. */
  warn: (message: string) => void;
}): Promise<{ contents: Map<Locale, BuildContent>; counts: string[] }> {
  type Kind = (typeof app.paintedKinds)[number];
  // Any may fail, and its pages are then painted in their loading state.
  const fetchOrWarn = async (kind: Kind, language: Locale) => {
    const { what, override } = app.dataKinds[kind].build;
    if (env.PAINT_CONTENT === 'false') return null;
    try {
      return await Promise.race([
        app.fetchPainted(kind, (override && env[override]) || undefined, language),
        timeout(20_000, `fetching ${what} (${language})`),
      ]);
    } catch (error) {
      warn(
        `painted pages: ${what} (${language}) could not be fetched (${error instanceof Error ? error.message : String(error)}); the pages that show it are painted in their loading state`,
      );
      return null;
    }
  };
  // One language at a time (each fetch is made in its language), its kinds at once.
  const contents = new Map<Locale, BuildContent>();
  const counts: string[] = [];
  for (const language of locales) {
    const first = contents.get(locales[0] ?? DEFAULT_LOCALE);
    const fetched = await Promise.all(
      app.paintedKinds.map(async (kind) => {
        // Content without a language (the feed's posts) is fetched once.
        const reused =
          first && app.anyKind[kind].build?.sameInEveryLanguage === true ? first[kind] : undefined;
        return [kind, reused ?? (await fetchOrWarn(kind, language))] as const;
      }),
    );
    contents.set(language, Object.fromEntries(fetched) as unknown as BuildContent);
    counts.push(
      `${language}: ${fetched.map(([kind, value]) => app.anyKind[kind].build?.count(value)).join(', ')}`,
    );
  }
  return { contents, counts };
}
