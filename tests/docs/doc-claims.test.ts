import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs/*.md name files and the functions in them. Every path written in inline
// code must exist, and where the prose pairs a file with a name ("`x.ts`: `name`",
// "`x.ts` (`name`", "`name` in `x.ts`"), the file must declare the name. A move or a rename that
// forgets the docs fails here, with every stale claim of a page in one message.

const ROOT = join(import.meta.dirname, '..', '..');

/** The repository's files: tracked, or new and not ignored, and still on disk. */
const FILES = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
)
  .split('\0')
  .filter((file, index, all) => file && all.indexOf(file) === index)
  .filter((file) => existsSync(join(ROOT, file)));

const PATH_EXTENSIONS =
  /\.(ts|tsx|mts|mjs|js|json|py|sh|md|css|html|txt|env|yml|yaml|toml|svg|png|webp)$/;
const ROOT_FOLDERS = [
  'src/',
  'tests/',
  'docs/',
  'scripts/',
  'vite-plugins/',
  'public/',
  'messages/',
  'project.inlang/',
  '.ci/',
  '.github/',
];
/** Written by a build, a test run or `npm install`, never committed. */
const GENERATED_FOLDERS = [
  'dist/',
  'dist-',
  '.vite/',
  'test-results/',
  'playwright-report/',
  'node_modules/',
  'coverage/',
  'src/paraglide/',
];
/** Files and folders a build writes into dist/ (the docs name them as its outputs). */
const GENERATED_FILES = new Set([
  '_headers',
  'sitemap.xml',
  'rss.xml',
  'robots.txt',
  'vercel.json',
  'nginx-headers.conf',
  'sw.js',
  'assets/',
  'twin/',
]);
/** A painted page as the build writes it: `blog.html`, `es/index.html`. */
const PAINTED_PAGE = /^((es|fr|de)\/)?[\w-]+\.html$/;
/** Paths in a worked example of something the site does not have. */
const EXAMPLES = new Set(['src/features/events/']);
/** MIME types, time zones and the server's endpoints, which look like paths. */
const NOT_PATHS = /^(application|text|image|America|Europe)\/|^(jwt|users|v1)\/[^.]*$/;

const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<
  string,
  Record<string, string> | undefined
>;
const PACKAGES = new Set(
  Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }),
);
/** ESLint rules are named after their plugin: `import/no-cycle`. */
const ESLINT_PLUGINS = [...PACKAGES]
  .filter((name) => name.startsWith('eslint-plugin-'))
  .map((name) => `${name.slice('eslint-plugin-'.length)}/`);

const NAME = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)?(\(.*\))?$/;

const contents = new Map<string, string>();
function read(file: string): string {
  let text = contents.get(file);
  if (text === undefined) {
    text = existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : '';
    contents.set(file, text);
  }
  return text;
}

/** Whether an inline-code token is meant as a path of the repository. */
function looksLikePath(token: string): boolean {
  if (/[<>*{}$…=:|\s]/.test(token)) return false;
  // Site addresses, npm packages, flags and URLs (not `http.ts` or `http/`).
  if (/^(\/|@|-|npm |https?:)/.test(token)) return false;
  const bare = token.replace(/^\.\//, '');
  if (
    GENERATED_FOLDERS.some(
      (folder) => bare === folder.replace(/\/$/, '') || bare.startsWith(folder),
    )
  )
    return false;
  if (GENERATED_FILES.has(bare) || GENERATED_FILES.has(basename(bare)) || PAINTED_PAGE.test(bare))
    return false;
  if (EXAMPLES.has(token) || NOT_PATHS.test(token)) return false;
  // Code and values: `import.meta.env`, `SITE_URL/es/blog`, `10000/min`, `YYYY-MM-DD`, and the
  // placeholder `x` of `../feed/x`.
  if (/^import\.meta\.|^[A-Z][A-Z0-9_]+\/|^\d|YYYY|(^|\/)x(\.\w+)?$/.test(token)) return false;
  return token.includes('/') || PATH_EXTENSIONS.test(token);
}

/** The rules eslint.config.js sets by name, the house's own among them (`house/file-name`). */
const ESLINT_RULES = new Set(
  [...read('eslint.config.js').matchAll(/'([a-z-]+\/[a-z-]+)'\s*:/g)].map(([, rule]) => rule),
);

/** An npm package or a file of one (`ical.js`, `react-dom/client`), or an ESLint rule. */
function isPackage(token: string): boolean {
  return (
    PACKAGES.has(token) ||
    PACKAGES.has(token.split('/')[0]!) ||
    ESLINT_PLUGINS.some((plugin) => token.startsWith(plugin)) ||
    ESLINT_RULES.has(token)
  );
}

const FILE_SET = new Set(FILES);
/** Every folder that holds a file, with its trailing slash. */
const FOLDERS = new Set(
  FILES.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/`),
  ),
);

/**
 * The repository's files and folders (a folder with its trailing slash) that a path token may
 * mean; none when it names nothing.
 */
function resolvePath(token: string, markdownFile: string): string[] {
  const fromRoot = (path: string) => {
    const folder = `${path.replace(/\/$/, '')}/`;
    if (FOLDERS.has(folder)) return [folder];
    return !path.endsWith('/') && FILE_SET.has(path) ? [path] : [];
  };
  if (token.startsWith('./') || token.startsWith('../')) {
    return fromRoot(relative(ROOT, join(ROOT, dirname(markdownFile), token)));
  }
  if (ROOT_FOLDERS.some((folder) => token.startsWith(folder)) || FILE_SET.has(token)) {
    return fromRoot(token);
  }
  if (!token.includes('/')) {
    // A name's ending, such as `.test.ts`: some file's name ends with it.
    if (/^\.[^.]+\./.test(token)) return FILES.filter((file) => file.endsWith(token));
    return FILES.filter((file) => basename(file) === token);
  }
  // A partial path, such as `sync/useTripSync.ts` or `map/draw/`.
  const within = (path: string) => `/${path}`.endsWith(`/${token.replace(/\/$/, '')}`);
  const folders = [...FOLDERS].filter((folder) => within(folder.slice(0, -1)));
  return token.endsWith('/') ? folders : [...FILES.filter(within), ...folders];
}

/** Whether a source file declares a name: a function, a variable, a type, a class, a member. */
function declares(file: string, name: string): boolean {
  const source = read(file);
  const n = name.replace(/\$/g, '\\$');
  const firstLine = source.slice(0, source.indexOf('\n'));
  const extension = extname(file) || (/python/.test(firstLine) ? '.py' : '.sh');
  const patterns: Record<string, RegExp[]> = {
    js: [
      new RegExp(
        `\\b(?:function\\s*\\*?|const|let|var|class|interface|type|enum|namespace)\\s+${n}\\b`,
      ),
      new RegExp(
        `^\\s*(?:(?:export|default|async|static|public|private|protected|readonly|override|get|set|abstract|declare)\\s+)*\\*?${n}\\s*(?:<[^>\\n]*>)?\\(`,
        'm',
      ),
      new RegExp(
        `(?:^|[{;,])\\s*(?:(?:static|public|private|protected|readonly|override|declare)\\s+)*${n}\\??\\s*[:=]`,
        'm',
      ),
      new RegExp(`export\\s+(?:type\\s+)?\\{[^}]*\\b${n}\\b[^}]*\\}`),
    ],
    py: [
      new RegExp(`^\\s*(?:async\\s+)?(?:def|class)\\s+${n}\\b`, 'm'),
      new RegExp(`^${n}\\s*[:=]`, 'm'),
    ],
    sh: [
      new RegExp(`^\\s*(?:function\\s+)?${n}\\s*\\(\\)`, 'm'),
      new RegExp(`^\\s*(?:export\\s+|local\\s+|readonly\\s+)?${n}=`, 'm'),
    ],
  };
  const kind = /^\.[cm]?[jt]sx?$/.test(extension)
    ? 'js'
    : extension === '.py'
      ? 'py'
      : /^\.(sh|env)$/.test(extension) || extension.startsWith('.env')
        ? 'sh'
        : undefined;
  // JSON, markdown, CSS and HTML declare nothing a name check could read.
  if (kind === undefined) return true;
  return patterns[kind]!.some((pattern) => pattern.test(source));
}

/** The identifier an inline-code token names, if it is one: `name`, `name()`, `Class.method`. */
function nameOf(token: string): string | undefined {
  if (!NAME.test(token) || PATH_EXTENSIONS.test(token.replace(/\(.*$/, ''))) return undefined;
  return token.replace(/\(.*$/, '').split('.').pop();
}

interface Span {
  text: string;
  start: number;
  end: number;
}

function codeSpans(line: string): Span[] {
  const spans: Span[] = [];
  for (const match of line.matchAll(/(`+)(.+?)(?<!`)\1(?!`)/g)) {
    spans.push({ text: match[2]!.trim(), start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/** Every claim of a markdown text that does not hold, as `file:line: what is wrong`. */
function checkMarkdown(markdownFile: string, text: string): string[] {
  const failures: string[] = [];
  let fenced = false;
  let section = '';
  text.split('\n').forEach((line, index) => {
    const where = `${markdownFile}:${index + 1}:`;
    if (/^\s{0,3}(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced || /^\s{0,3}(```|~~~)/.test(line)) return;
    if (line.startsWith('#')) section = line;
    // tests/docs/where-things-happen.test.ts checks this table.
    if (section === '## Where things happen' && line.startsWith('|')) return;

    const spans = codeSpans(line);
    const resolved = spans.map((span) => {
      if (!looksLikePath(span.text)) return undefined;
      const files = resolvePath(span.text, markdownFile);
      // A package's name is a path only where the repository has one of that name.
      return files.length === 0 && isPackage(span.text) ? undefined : files;
    });
    spans.forEach((span, i) => {
      if (resolved[i]?.length === 0) failures.push(`${where} \`${span.text}\` does not exist`);
    });

    const between = (i: number) => line.slice(spans[i]!.end, spans[i + 1]!.start);
    const checkPair = (fileAt: number, nameAt: number) => {
      const files = resolved[fileAt]?.filter((file) => !file.endsWith('/')) ?? [];
      const name = nameOf(spans[nameAt]!.text);
      if (files.length === 0 || name === undefined) return false;
      if (!files.some((file) => declares(file, name))) {
        failures.push(`${where} \`${spans[fileAt]!.text}\` does not declare \`${name}\``);
      }
      return true;
    };
    for (let i = 0; i + 1 < spans.length; i++) {
      const separator = between(i);
      if (separator === ': ' || separator === ' (') {
        // `FILE`: `NAME`, `NAME` and `NAME`
        for (let j = i + 1; j < spans.length && checkPair(i, j); j++) {
          if (j + 1 >= spans.length || !/^(, | and |, and )$/.test(between(j))) break;
        }
      } else if (separator === ' in ') {
        checkPair(i + 1, i);
      }
    }
  });
  return failures;
}

const markdownFiles = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => `docs/${file}`),
];

describe('the docs name what exists', () => {
  it.each(markdownFiles)('%s', (markdownFile) => {
    const failures = checkMarkdown(markdownFile, read(markdownFile));
    expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
  });

  it('reports a missing path and a name the file does not declare', () => {
    const failures = checkMarkdown(
      'docs/self-check.md',
      [
        'The checks are in `tests/docs/no-such-file.ts`.',
        'This test (`tests/docs/doc-claims.test.ts`: `noSuchName`, `checkMarkdown`).',
        '`declares()` in `doc-claims.test.ts`, `alsoMissing` in `docs/doc-claims.test.ts`.',
      ].join('\n'),
    );
    expect(failures).toEqual([
      'docs/self-check.md:1: `tests/docs/no-such-file.ts` does not exist',
      'docs/self-check.md:2: `tests/docs/doc-claims.test.ts` does not declare `noSuchName`',
      'docs/self-check.md:3: `docs/doc-claims.test.ts` does not exist',
    ]);
  });

  it('skips what is not a path of the repository', () => {
    const text = [
      'The guide at `/negril`, the build writes `dist/index.html` and `sitemap.xml`;',
      'see `https://example.com/x.ts`, `localhost:5173`, `application/json`, `@inlang/x`,',
      '`src/features/<name>/`, `*.test.ts` and `negrilTripDays.<id>`.',
      '```',
      '`src/not/checked.ts`',
      '```',
    ].join('\n');
    expect(checkMarkdown('docs/self-check.md', text)).toEqual([]);
  });
});
