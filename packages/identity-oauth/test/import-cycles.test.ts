// The package's source files import each other without a cycle, type-only imports included: a reader
// can follow any file's imports down to files that do not lead back to it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.ts$/.test(e.name) && !/\.test(-d)?\.ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** Each source file's relative imports (`import`, `import type`, `export ... from`), as paths under `src`. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(root)) {
    const specs = [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
    graph.set(
      relative(root, file),
      specs.map((s) => relative(root, resolve(dirname(file), s)) + '.ts'),
    );
  }
  return graph;
}

/** Every import cycle, each as the files along it (the first file repeated at the end). */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') return void cycles.push([...path.slice(path.indexOf(file)), file]);
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe('the source files of identity-oauth', () => {
  it('import each other without a cycle (type-only imports count)', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(30);
    expect(findCycles(graph).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('the check finds a cycle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(findCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });
});
