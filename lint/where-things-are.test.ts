// docs/where-things-are.md walks a newcomer through the code file by file: every path it names must exist, so
// a file moved without the tour following fails here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const tour = readFileSync(join(root, 'docs/where-things-are.md'), 'utf8');
/** Every `code span` that names a file or folder of the repository. */
const paths = [...tour.matchAll(/`((?:apps|packages|docs|lint|e2e|scripts)\/[^`\s]+)`/g)].map((m) => m[1]!);

describe('docs/where-things-are.md', () => {
  it('names the files of its three journeys', () => {
    expect(paths.length).toBeGreaterThanOrEqual(20);
  });

  it.each([...new Set(paths)])('%s exists', (path) => {
    expect(existsSync(join(root, path))).toBe(true);
  });
});
