// The lint rules that hold the architecture (ADR 0005) must really fire. Each file in fixtures/ is a small
// probe that says where it pretends to live (`Linted as:`) and which rules must report it (`Expect:`); it is
// linted there with the project's own config, so a rule that a later config entry silently replaced, or a
// zone that no longer matches, fails this test. The clean probes prove the rules do not fire on good code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const fixtures = join(import.meta.dirname, 'fixtures');
const eslint = new ESLint({ cwd: root });

// A probe may stand in several places (the same long function in application code and in a table of words):
// each `// Linted as:` line is followed by the `// Expect:` line for that place.
const probes = readdirSync(fixtures)
  .sort()
  .flatMap((file) => {
    const code = readFileSync(join(fixtures, file), 'utf8');
    const places = [...code.matchAll(/^\/\/ Linted as: (\S+)\n\/\/ Expect: (.+)$/gm)];
    if (places.length === 0) throw new Error(`${file} must say "// Linted as:" and, on the next line, "// Expect:"`);
    return places.map(([, lintedAs, expected]) => ({
      file,
      code,
      lintedAs: lintedAs!,
      rules: expected === 'nothing' ? [] : expected!.split(/,\s*/),
    }));
  });

describe('lint rules fire on the probes in lint/fixtures', () => {
  // The first probe loads the config and the TypeScript parser: slow on a busy machine.
  it.each(probes)('$file as $lintedAs: $rules', { timeout: 60_000 }, async ({ code, lintedAs, rules }) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, lintedAs) });
    expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
    expect([...new Set(result!.messages.map((m) => m.ruleId))].sort()).toEqual([...rules].sort());
  });

  it('covers every boundary with a failing probe and each zone with a clean one', () => {
    const fired = new Set(probes.flatMap((p) => p.rules));
    expect([...fired].sort()).toEqual([
      'check-file/filename-naming-convention',
      'import-x/no-restricted-paths',
      'max-lines-per-function',
      'no-restricted-globals',
      'no-restricted-imports',
      'no-restricted-syntax',
    ]);
    expect(probes.filter((p) => p.rules.length === 0).length).toBeGreaterThanOrEqual(5);
  });
});
