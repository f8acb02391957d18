// Every package's source files import each other without a cycle, type-only imports included: a reader
// can follow any file's imports down to files that do not lead back to it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const packages = join(import.meta.dirname, '..', 'packages');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test(-d)?\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** The file an import specifier names: `./x` is `x.ts`, `x.tsx` or `x/index.ts`. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find((file) => existsSync(file) && statSync(file).isFile());
}

/** Each source file's relative imports (`import`, `import type`, `export ... from`), as paths under `src`. */
function importGraph(src: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(src)) {
    const specs = [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
    const files = specs.flatMap((spec) => resolveImport(file, spec) ?? []);
    graph.set(
      relative(src, file),
      files.map((f) => relative(src, f)),
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

describe("the packages' source files", () => {
  const checked = readdirSync(packages).filter((name) => existsSync(join(packages, name, 'src')));

  it.each(checked)('%s: import each other without a cycle (type-only imports count)', (name) => {
    const graph = importGraph(join(packages, name, 'src'));
    expect(findCycles(graph).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('reads the import graph of every package, folders and index files included', () => {
    expect(checked).toEqual(expect.arrayContaining(['emulator', 'http-core', 'identity-oauth', 'ecom-cart', 'react', 'webhooks', 'wire']));
    const graph = importGraph(join(packages, 'http-core', 'src'));
    expect(graph.size).toBeGreaterThan(20);
    expect(graph.get('long-query.ts')).toEqual(expect.arrayContaining(['endpoint.ts', 'request.ts']));
    expect(graph.get('index.ts')).toEqual(expect.arrayContaining(['query/index.ts']));
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
