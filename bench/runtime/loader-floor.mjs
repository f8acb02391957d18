// The loader floor of the cold-import measurement: what Node charges to find, read, compile and link
// a set of workspace packages whatever their modules contain. Mirrors the packages under one folder,
// laid out like the workspace (each package's package.json as it is, its entry at the same path, a
// node_modules link per sibling it imports), with entries that hold nothing but the same imports of
// their siblings. Importing a mirrored entry costs what importing the real one costs minus our code.
import { mkdirSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distEntry, externalImports, workspacePackages } from '../lib.mjs';

const SCOPE = '@storefront-kit/';

/**
 * Mirrors `packages` (and the workspace siblings they import, transitively) under `dir`; resolves with
 * a map from package name to the file URL of its mirrored entry. Throws when an entry imports anything
 * but workspace packages: such a package is measured against the library it wraps instead.
 */
export async function mirrorLoaderFloor(packages, dir) {
  rmSync(dir, { recursive: true, force: true });
  const all = new Map(workspacePackages().map((p) => [p.name, p]));
  const entries = new Map();
  const pending = [...packages];
  while (pending.length) {
    const p = pending.pop();
    if (entries.has(p.name)) continue;
    const entry = distEntry(p);
    const imports = await externalImports(entry);
    const foreign = imports.filter((s) => !s.startsWith(SCOPE));
    if (foreign.length) throw new Error(`${p.name} imports ${foreign.join(', ')}: it has no loader floor of its own`);
    const siblings = [...new Set(imports.map((s) => s.split('/').slice(0, 2).join('/')))].map((name) => all.get(name));
    const home = join(dir, basename(p.dir));
    const file = join(home, relative(p.dir, entry));
    mkdirSync(dirname(file), { recursive: true });
    copyFileSync(join(p.dir, 'package.json'), join(home, 'package.json'));
    writeFileSync(file, imports.map((s) => `import ${JSON.stringify(s)};\n`).join('') + 'export {};\n');
    for (const sibling of siblings) {
      const link = join(home, 'node_modules', sibling.name);
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(join(dir, basename(sibling.dir)), link, 'dir');
      pending.push(sibling);
    }
    entries.set(p.name, pathToFileURL(file).href);
  }
  return entries;
}
