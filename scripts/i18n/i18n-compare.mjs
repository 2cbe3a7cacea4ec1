// Compares message libraries on this site's own messages: what the first load of a page carries
// for its words, in English and in Spanish. Run after `npm install`:
//   node scripts/i18n/i18n-compare.mjs
// It installs the libraries it compares against (Lingui) into a temporary folder, never into the
// project, and bundles each way with the project's Vite, minified, measuring gzip bytes:
// - Paraglide JS as this site builds it: the compiled messages (src/paraglide/) with the site's
//   runtime and one language folded in per bundle (src/lib/i18n/runtime.ts);
// - Paraglide JS with its own runtime and the language read at run time (one bundle for all);
// - Lingui (@lingui/core) with a compiled catalog per language, loaded for the page's language.
// "First load" is the messages the modules of `/`'s first load use; Lingui's catalog
// is per language, not per route, so its first load carries every message of that language.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, runnerImport } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const LINGUI = '6.11.0';
const LOCALES = ['en', 'es'];

const read = (locale) => {
  const messages = JSON.parse(readFileSync(join(root, 'messages', `${locale}.json`), 'utf8'));
  delete messages.$schema;
  return messages;
};

/** The message keys the first load's modules call (`m.key(`). */
function shellKeys() {
  // The modules of `/`'s first load that speak (the layout, its parts, and the home screen).
  const files = [
    'src/app/Layout.tsx',
    'src/app/language/LanguageSwitcher.tsx',
    'src/app/screens/HomeScreen.tsx',
    'src/app/screens/RouteErrorScreen.tsx',
    'src/components/usePageMeta.ts',
    'src/components/status/Notice.tsx',
    'src/components/status/AsyncContent.tsx',
    'src/components/status/Spinner.tsx',
    'src/features/search/components/SearchBox.tsx',
    'src/features/auth/components/SessionExpiredNotice.tsx',
  ];
  const keys = new Set();
  for (const file of files) {
    let text = '';
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue;
    }
    for (const match of text.matchAll(/\bm\.([a-z0-9_]+)\(/g)) keys.add(match[1]);
  }
  return [...keys].sort();
}

/**
 * A message as ICU MessageFormat (Lingui's input): a plural variant becomes `{n, plural, …}`, any
 * other `{x, select, …}`; the catch-all case (`*`) is ICU's `other`.
 */
function icu(message) {
  if (typeof message === 'string') return message;
  const [variant] = message;
  // Each selector: the input it reads and whether it is a plural.
  const selectors = variant.selectors.map((selector) => {
    const local = variant.declarations.find((declaration) =>
      declaration.startsWith(`local ${selector} `),
    );
    return {
      selector,
      plural: local?.includes(': plural') ?? false,
      input: local ? local.split('=')[1].split(':')[0].trim() : selector,
    };
  });
  // Cases as [values by selector, text]; nested one selector at a time.
  const cases = Object.entries(variant.match).map(([key, text]) => {
    const values = Object.fromEntries(key.split(',').map((part) => part.trim().split('=')));
    return [values, text];
  });
  const nest = (depth, rows) => {
    if (depth === selectors.length) return rows[0][1];
    const { selector, plural, input } = selectors[depth];
    const names = [...new Set(rows.map(([values]) => values[selector]))];
    const inner = names
      .map((value) => {
        const name = value === '*' ? 'other' : value;
        const text = nest(
          depth + 1,
          rows.filter(([values]) => values[selector] === value),
        );
        return `${name} {${plural ? text.replaceAll(`{${input}}`, '#') : text}}`;
      })
      .join(' ');
    return `{${input}, ${plural ? 'plural' : 'select'}, ${inner}}`;
  };
  return nest(0, cases);
}

function inputsOf(message) {
  const text = typeof message === 'string' ? message : JSON.stringify(message);
  return Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 2]));
}

// The site's own reduction of a compiled message to one language (vite-plugins/bundle/i18n.ts).
const { module: siteI18n } = await runnerImport(join(root, 'vite-plugins/bundle/i18n.ts'));
const oneLanguage = (locale) => ({
  name: 'one-language',
  transform(code, id) {
    if (!/[\\/]paraglide[\\/]messages[\\/](?!_index)[^\\/]+\.js$/.test(id)) return null;
    return siteI18n.oneLanguageMessage(code, locale);
  },
});

async function bundle(dir, entry, { alias = {}, define = {}, plugins = [] } = {}) {
  const outDir = join(dir, `out-${Math.random().toString(36).slice(2)}`);
  await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    plugins,
    resolve: { alias },
    define,
    build: {
      outDir,
      minify: true,
      rolldownOptions: { input: entry, output: { entryFileNames: 'entry.js' } },
    },
  });
  const files = readdirSync(outDir).filter((file) => file.endsWith('.js'));
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file))).length, 0);
}

const dir = mkdtempSync(join(tmpdir(), 'i18n-compare-'));
execFileSync(
  'npm',
  [
    'install',
    '--prefix',
    dir,
    '--no-save',
    '--silent',
    `@lingui/core@${LINGUI}`,
    `@lingui/message-utils@${LINGUI}`,
  ],
  { stdio: 'inherit' },
);
const { compileMessage } = await import(
  join(dir, 'node_modules/@lingui/message-utils/dist/compileMessage.mjs')
);

const keys = shellKeys();
const english = read('en');
const rows = [];
const paraglide = join(root, 'src/paraglide/messages.js');
const calls = keys.map((key) => `m.${key}(${JSON.stringify(inputsOf(english[key]))})`).join(',\n');

for (const locale of LOCALES) {
  const messages = read(locale);
  // Paraglide, as built here: one language folded in.
  writeFileSync(
    join(dir, `pg-static-${locale}.js`),
    `import { m } from ${JSON.stringify(paraglide)};\ndocument.title = [${calls}].join();\n`,
  );
  const pgStatic = await bundle(dir, join(dir, `pg-static-${locale}.js`), {
    alias: [
      {
        find: /^\.\.\/runtime\.js$|^\.\/runtime\.js$/,
        replacement: join(root, 'src/lib/i18n/runtime.ts'),
      },
    ],
    define: { __STATIC_LOCALE__: JSON.stringify(locale) },
    plugins: [oneLanguage(locale)],
  });
  // Paraglide with its own runtime, the language chosen at run time.
  writeFileSync(
    join(dir, `pg-runtime-${locale}.js`),
    `import { m } from ${JSON.stringify(paraglide)};\nimport { overwriteGetLocale } from ${JSON.stringify(join(root, 'src/paraglide/runtime.js'))};\noverwriteGetLocale(() => ${JSON.stringify(locale)});\ndocument.title = [${calls}].join();\n`,
  );
  const pgRuntime = await bundle(dir, join(dir, `pg-runtime-${locale}.js`), {
    define: { __STATIC_LOCALE__: 'undefined' },
  });
  // Lingui: the language's whole catalog, compiled.
  const catalog = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, compileMessage(icu(message))]),
  );
  writeFileSync(
    join(dir, `catalog-${locale}.js`),
    `export const messages = ${JSON.stringify(catalog)};\n`,
  );
  writeFileSync(
    join(dir, `lingui-${locale}.js`),
    `import { i18n } from '@lingui/core';\nimport { messages } from './catalog-${locale}.js';\ni18n.loadAndActivate({ locale: ${JSON.stringify(locale)}, messages });\ndocument.title = [${keys.map((key) => `i18n._(${JSON.stringify(key)}, ${JSON.stringify(inputsOf(english[key]))})`).join(',\n')}].join();\n`,
  );
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  const lingui = await bundle(dir, join(dir, `lingui-${locale}.js`));
  rows.push({ locale, pgStatic, pgRuntime, lingui, messages: Object.keys(messages).length });
}

const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
console.log(`Messages in the first load of /: ${keys.length}`);
console.log(
  '| page language | messages in the language | Paraglide, one language per bundle (this site) | Paraglide, its runtime, language at run time | Lingui, compiled catalog of the language |',
);
console.log('|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.locale} | ${row.messages} | ${kB(row.pgStatic)} | ${kB(row.pgRuntime)} | ${kB(row.lingui)} |`,
  );
}
