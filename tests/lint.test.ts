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
  it.each([
    ['a sibling feature’s file', 'src/features/negril/Probe.ts', '../feed/parse'],
    [
      'a feature’s file by the long way',
      'src/features/negril/Probe.ts',
      '../../features/feed/parse',
    ],
    [
      'a feature’s file from a nested folder',
      'src/features/blog/components/Probe.tsx',
      '../../auth/session',
    ],
    ['the app shell from a feature', 'src/features/blog/Probe.ts', '../../app/store'],
    ['the mocks from a feature', 'src/features/press/Probe.ts', '../../mocks/node'],
    ['a feature from a component', 'src/components/Probe.tsx', '../features/feed'],
    ['a feature from lib', 'src/lib/Probe.ts', '../features/auth'],
    ['the app shell from lib', 'src/lib/Probe.ts', '../app/hooks'],
    ['a feature from config', 'src/config.ts', './features/negril'],
  ])('refuses %s', async (_case, filePath, source) => {
    expect(
      await rulesBroken(filePath, `import * as probe from '${source}';\nexport { probe };\n`),
    ).toContain('import/no-restricted-paths');
  });

  it.each([
    ['a component', 'src/components/Probe.tsx', 'useSelector'],
    ['lib', 'src/lib/Probe.ts', 'useSelector'],
    ['a feature', 'src/features/feed/components/Probe.tsx', 'useDispatch'],
    ['the app shell', 'src/app/Probe.tsx', 'useSelector'],
  ])('refuses the untyped Redux hooks in %s', async (_case, filePath, hook) => {
    expect(
      await rulesBroken(filePath, `import { ${hook} } from 'react-redux';\nexport { ${hook} };\n`),
    ).toEqual(['no-restricted-imports']);
  });

  it('refuses an import that closes a cycle', async () => {
    // src/lib/http.ts reads the configuration, so the configuration may not import it.
    expect(
      await rulesBroken('src/config.ts', `import { http } from './lib/http';\nexport { http };\n`),
    ).toEqual(['import/no-cycle']);
  });

  it.each([
    [
      'another feature through its index, and lower layers',
      'src/features/negril/Probe.tsx',
      [
        "import { selectIsAdmin } from '../auth';",
        "import { selectFeed } from '../feed';",
        "import { parseGuideList } from './parse';",
        "import { plainMessage } from '../../lib/errors';",
        "import { Button } from '../../components/Button';",
      ],
    ],
    [
      'features from the app shell',
      'src/app/Probe.tsx',
      [
        "import { blogReducer } from '../features/blog';",
        "import { useAppDispatch } from './hooks';",
      ],
    ],
    [
      'lib and config from a component',
      'src/components/Probe.tsx',
      ["import { http } from '../lib/http';", "import { config } from '../config';"],
    ],
    ['react-redux’s Provider', 'src/app/Probe.tsx', ["import { Provider } from 'react-redux';"]],
  ])('accepts %s', async (_case, filePath, imports) => {
    const names = imports.map((line) => /\{ (\w+) \}/.exec(line)?.[1] ?? '');
    const code = `${imports.join('\n')}\nexport const probes = [${names.join(', ')}];\n`;
    expect(await problems(filePath, code)).toEqual([]);
  });

  it('accepts the untyped hooks in the files that type them', async () => {
    const code = `import { useDispatch, useSelector } from 'react-redux';\nexport { useDispatch, useSelector };\n`;
    expect(await problems('src/app/hooks.ts', code)).toEqual([]);
    expect(await problems('src/features/blog/hooks.ts', code)).toEqual([]);
  });
});
