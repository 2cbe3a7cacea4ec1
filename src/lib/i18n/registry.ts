/**
 * The formatters the compiled messages call (`registry.plural(…)` in src/paraglide/messages/), in
 * place of Paraglide's own registry (vite-plugins/bundle/i18n.ts answers with this module for it, as it
 * does for the runtime). Paraglide's makes a new `Intl.PluralRules` at every call: a guide of 120
 * places shows a plural or two on every card, so ticking "Open now" on a slow phone spent tens of
 * milliseconds making them (a CPU profile of `node scripts/inp.mjs --sequence`). Here each is made
 * once per language and options. The same exports and arguments as Paraglide's.
 */
type Kind = 'PluralRules' | 'NumberFormat' | 'DateTimeFormat' | 'RelativeTimeFormat';

const made = new Map<string, unknown>();

function formatter(kind: Kind, locale: string, options: object | undefined): unknown {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let found = made.get(key);
  if (found === undefined) {
    const Make = Intl[kind] as new (locale: string, options?: object) => unknown;
    found = new Make(locale, options);
    made.set(key, found);
  }
  return found;
}

export function plural(locale: string, input: unknown, options?: Intl.PluralRulesOptions): string {
  return (formatter('PluralRules', locale, options) as Intl.PluralRules).select(Number(input));
}

export function number(locale: string, input: unknown, options?: Intl.NumberFormatOptions): string {
  return (formatter('NumberFormat', locale, options) as Intl.NumberFormat).format(Number(input));
}

export function datetime(
  locale: string,
  input: unknown,
  options?: Intl.DateTimeFormatOptions,
): string {
  return (formatter('DateTimeFormat', locale, options) as Intl.DateTimeFormat).format(
    new Date(input as string),
  );
}

export function relativetime(
  locale: string,
  input: unknown,
  options: Intl.RelativeTimeFormatOptions & { unit: Intl.RelativeTimeFormatUnit },
): string {
  const { unit, ...rest } = options;
  return (formatter('RelativeTimeFormat', locale, rest) as Intl.RelativeTimeFormat).format(
    Number(input),
    unit,
  );
}
