// @vitest-environment node
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The project's own eslint.config.js, run on text given a path in the source tree. Type-aware
 * rules are off (they need every file in the TypeScript project): the import rules do not use
 * types, and the text's own imports still resolve to the files on disk.
 */
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(
    (message) => `${message.ruleId ?? 'parse'}: ${message.message}`,
  );
}

/** The rules a forbidden import breaks, by id. */
async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  return (await problems(filePath, code)).map((problem) => problem.split(':')[0] ?? '');
}

describe('the lint rules on imports', { timeout: 60_000 }, () => {
  const paths = 'import/no-restricted-paths';
  const hooks = 'no-restricted-imports';
  it.each([
    [
      'a sibling feature’s file',
      'src/features/guide/probe.ts',
      '* as probe',
      '../feed/parse',
      paths,
    ],
    [
      'a feature’s file the long way',
      'src/features/guide/probe.ts',
      '* as probe',
      '../../features/feed/parse',
      paths,
    ],
    [
      'a feature’s file from a nested folder',
      'src/features/blog/components/Probe.tsx',
      '* as probe',
      '../../auth/session',
      paths,
    ],
    [
      'the app shell from a feature',
      'src/features/blog/probe.ts',
      '* as probe',
      '../../app/store/store',
      paths,
    ],
    [
      'the mocks from a feature',
      'src/features/press/probe.ts',
      '* as probe',
      '../../mocks/node',
      paths,
    ],
    [
      'a feature from a component',
      'src/components/Probe.tsx',
      '* as probe',
      '../features/feed',
      paths,
    ],
    ['a feature from lib', 'src/lib/probe.ts', '* as probe', '../features/auth', paths],
    ['the app shell from lib', 'src/lib/probe.ts', '* as probe', '../app/store/hooks', paths],
    ['a feature from config', 'src/config.ts', '* as probe', './features/guide', paths],
    [
      'the painted pages from the app',
      'src/app/Probe.tsx',
      '* as probe',
      '../painted/adopt',
      paths,
    ],
    [
      'the painted pages from a feature',
      'src/features/blog/probe.ts',
      '* as probe',
      '../../painted/render',
      paths,
    ],
    ['the painted pages from lib', 'src/lib/probe.ts', '* as probe', '../painted/adopt', paths],
    [
      'the app from the offline worker',
      'src/sw/probe.ts',
      '* as probe',
      '../app/store/store',
      paths,
    ],
    [
      'a feature from the offline worker',
      'src/sw/probe.ts',
      '* as probe',
      '../features/feed',
      paths,
    ],
    [
      'the painted pages from the offline worker',
      'src/sw/probe.ts',
      '* as probe',
      '../painted/guard',
      paths,
    ],
    [
      'useSelector in a component',
      'src/components/Probe.tsx',
      '{ useSelector as probe }',
      'react-redux',
      hooks,
    ],
    ['useSelector in lib', 'src/lib/probe.ts', '{ useSelector as probe }', 'react-redux', hooks],
    [
      'useDispatch in a feature',
      'src/features/feed/components/Probe.tsx',
      '{ useDispatch as probe }',
      'react-redux',
      hooks,
    ],
    [
      'useSelector in the app shell',
      'src/app/Probe.tsx',
      '{ useSelector as probe }',
      'react-redux',
      hooks,
    ],
    [
      'a feature’s inside from the app',
      'src/app/Probe.tsx',
      '* as probe',
      '../features/feed/parse',
      paths,
    ],
    [
      'a feature’s component from the painted pages',
      'src/painted/Probe.tsx',
      '* as probe',
      '../features/blog/components/BlogCard',
      paths,
    ],
    [
      'a feature’s inside from the mocks',
      'src/mocks/server/probe.ts',
      '* as probe',
      '../../features/guide/model/types',
      paths,
    ],
    [
      'a screen from the app, but from its table of screens',
      'src/app/Probe.tsx',
      '* as probe',
      '../features/blog/screens/BlogListScreen',
      paths,
    ],
    [
      'a screen’s inside from the table of screens',
      'src/app/screens.ts',
      '* as probe',
      '../features/blog/components/BlogCard',
      paths,
    ],
    [
      'a sibling feature’s file behind its doors',
      'src/features/trip/planner/Probe.tsx',
      '* as probe',
      '../../guide/list/Cards',
      paths,
    ],
  ])('refuses %s', async (_case, filePath, bindings, source, rule) => {
    const code = `import ${bindings} from '${source}';\nexport { probe };\n`;
    expect(await rulesBroken(filePath, code)).toContain(rule);
  });

  it.each([
    [
      'another feature through its index, and lower layers',
      'src/features/guide/Probe.tsx',
      [
        "import { selectIsAdmin } from '../auth';",
        "import { selectFeed } from '../feed';",
        "import { parseGuideList } from './parse';",
        "import { plainMessage } from '../../lib/http/errors';",
        "import { Button } from '../../components/form/Button';",
      ],
    ],
    [
      'another feature through its two other doors, for code loaded with a screen',
      'src/features/trip/planner/Probe.tsx',
      [
        "import { WithMap } from '../../guide/lazy';",
        "import { placeName } from '../../guide/data';",
      ],
    ],
    [
      'features from the app shell',
      'src/app/Probe.tsx',
      [
        "import { blogReducer } from '../features/blog';",
        "import { useAppSelector } from './store/hooks';",
      ],
    ],
    [
      'lib and config from a component',
      'src/components/Probe.tsx',
      ["import { http } from '../lib/http/http';", "import { config } from '../config';"],
    ],
    [
      'a screen from the table of screens',
      'src/app/screens.ts',
      ["import { meta } from '../features/blog/screens/BlogListScreen';"],
    ],
    [
      'a feature’s doors from the painted pages and the mocks',
      'src/mocks/server/probe.ts',
      [
        "import { WEEKDAYS } from '../../features/guide/data';",
        "import { selectFeed } from '../../features/feed';",
      ],
    ],
    ['react-redux’s Provider', 'src/app/Probe.tsx', ["import { Provider } from 'react-redux';"]],
    [
      'the app and a painted page’s names from the painted pages',
      'src/painted/Probe.tsx',
      [
        "import { createRoutes } from '../app/router';",
        "import { PAGE_IDS } from '../lib/painted/pageIds';",
      ],
    ],
    [
      'lib from the offline worker',
      'src/sw/probe.ts',
      [
        "import { RUNTIME_CACHES } from '../lib/browser/cacheNames';",
        "import { pageFile } from '../lib/painted/pageNames';",
      ],
    ],
  ])('accepts %s', async (_case, filePath, imports) => {
    const names = imports.map((line) => /\{ (\w+) \}/.exec(line)?.[1] ?? '');
    const code = `${imports.join('\n')}\nexport const probes = [${names.join(', ')}];\n`;
    expect(await problems(filePath, code)).toEqual([]);
  });

  it('accepts the untyped hooks in the one file that types them', async () => {
    const code = `import { useDispatch, useSelector } from 'react-redux';\nexport { useDispatch, useSelector };\n`;
    expect(await problems('src/lib/redux/hooks.ts', code)).toEqual([]);
  });
});

describe('the lint rule on file names', { timeout: 60_000 }, () => {
  const code = 'export const probe = 1;\n';
  it.each([
    ['a kebab-case module in src', 'src/lib/get-things.ts'],
    ['a PascalCase module that is not a component', 'src/lib/Things.ts'],
    ['a snake_case component', 'src/features/blog/components/Blog_card.tsx'],
    ['a camelCase test', 'tests/lib/someThings.test.ts'],
    ['a camelCase module of the build', 'vite-plugins/hostFiles.ts'],
    ['a camelCase script', 'scripts/checkDist.mjs'],
  ])('refuses %s (%s)', async (_case, filePath) => {
    expect(await rulesBroken(filePath, code)).toContain('house/file-name');
  });

  it.each([
    ['a camelCase module in src', 'src/lib/getThings.ts'],
    ['a component', 'src/features/guide/card/PlaceCard.tsx'],
    ['a camelCase module with JSX', 'src/app/router.tsx'],
    ['a kebab-case test', 'tests/app/some-things.fresh.test.tsx'],
    ['a kebab-case module of the build', 'vite-plugins/security/host-files.ts'],
    ['a configuration file', 'vite.config.ts'],
  ])('accepts %s (%s)', async (_case, filePath) => {
    expect(await rulesBroken(filePath, code)).not.toContain('house/file-name');
  });
});
