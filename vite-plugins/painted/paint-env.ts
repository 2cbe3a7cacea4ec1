/**
 * The painting's build variables are `PAINT_*` (`PAINT=false`, `PAINT_CONTENT`,
 * `PAINT_CONTENTFUL_HOST`, `PAINT_INSTAGRAM_URL`, `PAINT_MOCK_BACKENDS`, `PAINT_TWINS`; see
 * painted-pages.ts). Their first names, `PRERENDER_*`, are still read, for the deployments that
 * set them, with a warning naming the new one; where both are set, the new one wins.
 */

export const PAINT_VARIABLES = [
  'PAINT',
  'PAINT_CONTENT',
  'PAINT_CONTENTFUL_HOST',
  'PAINT_INSTAGRAM_URL',
  'PAINT_MOCK_BACKENDS',
  'PAINT_TWINS',
] as const;

const isSet = (value: string | undefined): value is string => value !== undefined && value !== '';

/** The `PAINT_*` values to add to the environment, taken from their old names where only those are set. */
export function paintEnv(
  env: Record<string, string | undefined>,
  warn: (message: string) => void,
): Record<string, string> {
  const added: Record<string, string> = {};
  for (const name of PAINT_VARIABLES) {
    const old = name.replace(/^PAINT/, 'PRERENDER');
    const value = env[old];
    if (!isSet(value)) continue;
    if (isSet(env[name])) {
      warn(`${old} is ignored: ${name}, its new name, is set too.`);
      continue;
    }
    added[name] = value;
    warn(`${old} is now called ${name}; the old name still works, for now.`);
  }
  return added;
}
