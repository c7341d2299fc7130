// docs/where-things-are.md walks a newcomer through the code file by file: every path it names must exist, and
// every function or constant a step names must be in a file that step names, so a file moved or a function
// renamed without the tour following fails here; its table of journeys counted must agree with its steps.
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

/** A file's folder, for counting hops: a change of folder from one file of a journey to the next. */
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const hopsOf = (files: string[]) =>
  files.filter((file, i) => i > 0 && folderOf(file) !== folderOf(files[i - 1]!)).length;
const codeFiles = (text: string) => [...text.matchAll(/`((?:apps|packages)\/[^`\s]+\.tsx?)`/g)].map((m) => m[1]!);

/**
 * Each journey's numbered steps: the first file each step names is the file a newcomer opens there, in order;
 * files a step names after it are asides the path does without.
 */
const journeys = [...tour.matchAll(/^## \d\. [^\n]*\n([\s\S]*?)(?=^## )/gm)].map(([, body]) => {
  const numbered = body!.split(/\n(?=\d+\. )/).filter((step) => /^\d+\. /.test(step.trimStart()));
  const opened = numbered.map((step) => codeFiles(step)[0]);
  return { steps: numbered.length, opened: opened.filter((file) => file !== undefined) };
});
/** The table's rows: before and now, files and folder hops ("~9" read as 9). */
const counted = [...tour.matchAll(/^\| [^|\n]+\| *~?(\d+), *~?(\d+) *\| *(\d+), *(\d+) *\|$/gm)].map((m) => ({
  before: { files: Number(m[1]), hops: Number(m[2]) },
  now: { files: Number(m[3]), hops: Number(m[4]) },
}));

describe('docs/where-things-are.md', () => {
  it('counts each journey exactly as its steps walk it, at most half the files and hops of before (issue 24)', () => {
    expect(journeys).toHaveLength(3);
    expect(counted).toHaveLength(3);
    journeys.forEach(({ steps, opened }, i) => {
      const { before, now } = counted[i]!;
      expect(opened, `journey ${i + 1}: every step opens a file`).toHaveLength(steps);
      expect(opened, `journey ${i + 1}: no file opened twice`).toHaveLength(new Set(opened).size);
      expect(now, `journey ${i + 1}: the table's count`).toEqual({ files: opened.length, hops: hopsOf(opened) });
      expect(now.files * 2, `journey ${i + 1}: files against before`).toBeLessThanOrEqual(before.files);
      expect(now.hops * 2, `journey ${i + 1}: hops against before`).toBeLessThanOrEqual(before.hops);
    });
  });

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
