/** `scripts/check-shape.mjs` on small git trees: long things are listed, only the ceilings fail. */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'check-shape.mjs');
const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** A git tree holding `files` (path to text); the script sees what git would add. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'check-shape-'));
  trees.push(root);
  execFileSync('git', ['init', '-q'], { cwd: root });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n');
const fn = (n: number) => `export function long() {\n${Array.from({ length: n - 2 }, (_, i) => `  console.log(${i});`).join('\n')}\n}\n`;

function run(root: string) {
  const result = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  return { status: result.status, out: result.stdout };
}

describe('check-shape', () => {
  it('lists a 350-line file and a 70-line function as things to read, and passes', () => {
    const { status, out } = run(tree({ 'packages/a/src/one-idea.ts': lines(350), 'packages/a/src/fn.ts': fn(70) }));
    expect(status).toBe(0);
    expect(out).toContain('long  packages/a/src/one-idea.ts: 350 lines');
    expect(out).toContain('long  packages/a/src/fn.ts:1 long: 70 lines');
  });

  it('fails past the ceilings: a 601-line file, a 121-line function', () => {
    const file = run(tree({ 'packages/a/src/huge.ts': lines(601) }));
    expect(file.status).toBe(1);
    expect(file.out).toContain('over  packages/a/src/huge.ts: 601 lines (ceiling 600)');
    const func = run(tree({ 'packages/a/src/fn.ts': fn(121) }));
    expect(func.status).toBe(1);
    expect(func.out).toContain('(ceiling 120)');
  });

  it('lists a module beside a folder of the same name, unless the module is a package entry', () => {
    const root = tree({
      'packages/a/package.json': JSON.stringify({ exports: { './cart': { '@storefront-kit/source': './src/cart.ts' } } }),
      'packages/a/src/cart.ts': lines(1),
      'packages/a/src/cart/lines.ts': lines(1),
      'packages/a/src/routes.ts': lines(1),
      'packages/a/src/routes/get.ts': lines(1),
    });
    const { status, out } = run(root);
    expect(status).toBe(0);
    expect(out).toContain('twin  packages/a/src/routes.ts beside packages/a/src/routes/');
    expect(out).not.toContain('src/cart.ts beside');
  });

  it("lists a module beside a folder of the same name in the emulator's dashboard too", () => {
    const root = tree({
      'packages/emulator/dashboard/src/views.tsx': lines(1),
      'packages/emulator/dashboard/src/views/Carts.tsx': lines(1),
    });
    const { status, out } = run(root);
    expect(status).toBe(0);
    expect(out).toContain('twin  packages/emulator/dashboard/src/views.tsx beside packages/emulator/dashboard/src/views/');
  });
});
