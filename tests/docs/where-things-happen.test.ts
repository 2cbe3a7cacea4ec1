import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md's "Where things happen" answers each question with a file and the function
// (or constant, or class) in it. A move or a rename that forgets the table fails here.

const ROOT = join(import.meta.dirname, '..', '..');
const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');

function tableRows(): { question: string; file: string; symbol: string }[] {
  const section = doc.split(/^## Where things happen$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\|.*`.*\|$/.test(line))
    .map((line) => {
      const [question = '', file = '', symbol = ''] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { question, file: file.replace(/`/g, ''), symbol: symbol.replace(/`/g, '') };
    });
}

/** A declaration of the name, in TypeScript, JavaScript or Python. */
function declares(source: string, name: string): boolean {
  return new RegExp(`(?:function\\*?|const|let|class|interface|type|def)\\s+${name}\\b`).test(
    source,
  );
}

const rows = tableRows();

describe('docs/architecture.md, "Where things happen"', () => {
  it('has a table of at least twenty questions', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
  });

  it.each(rows)('$question: $file declares $symbol', ({ file, symbol }) => {
    const path = join(ROOT, file);
    expect(existsSync(path), `${file} exists`).toBe(true);
    expect(declares(readFileSync(path, 'utf8'), symbol), `${file} declares ${symbol}`).toBe(true);
  });

  it('fails on a name the file does not declare', () => {
    // The check itself: a call or a mention is not a declaration.
    expect(declares('startDemo();\n// startDemo starts', 'startDemo')).toBe(false);
    expect(declares('export async function startDemo() {}', 'startDemo')).toBe(true);
    expect(declares('class TripView(APIView):', 'TripView')).toBe(true);
  });
});
