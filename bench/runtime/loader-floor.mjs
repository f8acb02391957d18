// The loader floor of the cold-import measurement: what Node charges to find, read, compile and link
// a set of workspace packages whatever their modules contain. Mirrors the packages under one folder,
// laid out like the workspace (each package's package.json as it is, its entry at the same path, a
// node_modules link per package it imports), with entries that hold nothing but the same imports.
// Workspace siblings are mirrored too; a third-party import (react, jose) links to the real package,
// which the floor then loads in full, like the baseline the entry is compared with. Importing a
// mirrored entry costs what importing the real one costs minus our code.
import { copyFileSync, existsSync, mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distEntry, externalImports, workspacePackages } from '../lib.mjs';

const SCOPE = '@storefront-kit/';

/** `react`, `jose/jwt/verify`, `@scope/name/sub` -> the package name. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Mirrors `packages` (and the workspace siblings they import, transitively) under `dir`; resolves with
 * a map from package name to the file URL of its mirrored entry. Throws when a third-party package an
 * entry imports is not installed in the package's own node_modules.
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
    const home = join(dir, basename(p.dir));
    const file = join(home, relative(p.dir, entry));
    mkdirSync(dirname(file), { recursive: true });
    copyFileSync(join(p.dir, 'package.json'), join(home, 'package.json'));
    writeFileSync(file, imports.map((s) => `import ${JSON.stringify(s)};\n`).join('') + 'export {};\n');
    for (const name of new Set(imports.map(packageName))) {
      const sibling = name.startsWith(SCOPE) ? all.get(name) : undefined;
      const installed = join(p.dir, 'node_modules', name);
      if (!sibling && !existsSync(installed)) throw new Error(`${p.name} imports ${name}, which is not in its node_modules`);
      const link = join(home, 'node_modules', name);
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(sibling ? join(dir, basename(sibling.dir)) : realpathSync(installed), link, 'dir');
      if (sibling) pending.push(sibling);
    }
    entries.set(p.name, pathToFileURL(file).href);
  }
  return entries;
}
