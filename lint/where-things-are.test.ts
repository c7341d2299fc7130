// docs/where-things-are.md walks a newcomer through the code file by file: every path it names must exist, and
// every function or constant a step names must be in a file that step names, so a file moved or a function
// renamed without the tour following fails here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const tour = readFileSync(join(root, 'docs/where-things-are.md'), 'utf8');
/** Every `code span` that names a file or folder of the repository. */
const paths = [...tour.matchAll(/`((?:apps|packages|docs|lint|e2e|scripts)\/[^`\s]+)`/g)].map((m) => m[1]!);

/** Each numbered step (and the closing line of a journey): the files it names and the identifiers it names. */
const steps = tour
  .split(/\n(?=\d+\. |Afterwards |## )/)
  .map((step) => {
    const spans = [...step.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    return {
      files: spans.filter((s) => /^(?:apps|packages)\/.+\.tsx?$/.test(s)),
      names: spans.filter((s) => /^[A-Za-z_]\w*(?:\(.*\))?$/.test(s)).map((s) => s.replace(/\(.*\)$/, '')),
    };
  })
  .filter((step) => step.files.length > 0 && step.names.length > 0);

describe('docs/where-things-are.md', () => {
  it('names the files of its three journeys', () => {
    expect(paths.length).toBeGreaterThanOrEqual(20);
  });

  it.each([...new Set(paths)])('%s exists', (path) => {
    expect(existsSync(join(root, path))).toBe(true);
  });

  it('names functions and constants that are in the files of their step', () => {
    expect(steps.length).toBeGreaterThanOrEqual(10);
    for (const { files, names } of steps) {
      const text = files.map((file) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : ''));
      for (const name of names)
        expect(text.join('\n'), `${name} in ${files.join(', ')}`).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });
});
