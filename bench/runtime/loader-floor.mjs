// The loader floor of the cold-import measurement: what Node charges to find, read, compile and link
// a set of workspace packages whatever their modules contain. Mirrors the packages under one folder,
// laid out like the workspace (each package's package.json as it is, a node_modules link per package
// it imports), with modules that hold nothing but the same static imports. Which modules: each
// package's main entry and the modules it loads by relative imports (shared chunks), then the file Node
// itself resolves each bare import of a workspace sibling to (a subpath such as
// `@storefront-kit/stores-catalogue/view`, through the sibling's `exports`), at the same path inside the
// sibling, and so on transitively: a new subpath or sibling needs no change here. A third-party import
// (react, jose) links to the real package, which the floor then loads in full, like the baseline the
// entry is compared with. Importing a mirrored entry costs what importing the real one costs minus our
// code.
import { copyFileSync, existsSync, mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { distEntry, moduleGraph, PACKAGES, ROOT, resolveImports, workspacePackages } from '../lib.mjs';

/** `react`, `jose/jwt/verify`, `@scope/name/sub` -> the package name. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The folder a mirror goes to: `.tmp/<name>`, whose path must be exactly as long as the workspace's
 * `packages/` (a three-letter name). Node's loader runs JavaScript over every module's path
 * (`fileURLToPath` scans it character by character) and V8 optimises such a function once it has run
 * enough: mirrored under a longer path, the floor of the eight storefront packages reached that point
 * (two TurboFan compiles, about 27 M instructions, a fifth of an empty process) where the real import
 * did not, and read as costly as the packages themselves.
 */
export function mirrorDir(name) {
  const dir = join(ROOT, '.tmp', name);
  if (dir.length !== PACKAGES.length) throw new Error(`the loader floor's folder ${dir} is not as long as ${PACKAGES}`);
  return dir;
}

/**
 * Mirrors `packages` (and the workspace modules they import, transitively) under `mirrorDir(name)`;
 * resolves with a map from package name to the file URL of its mirrored main entry. Throws when a
 * package imported is not installed in the importing package's own node_modules, or an import does
 * not resolve.
 */
export async function mirrorLoaderFloor(packages, name) {
  const dir = mirrorDir(name);
  rmSync(dir, { recursive: true, force: true });
  const workspace = workspacePackages().map((p) => ({ ...p, real: realpathSync(p.dir) }));
  const home = (p) => join(dir, basename(p.dir));
  /** The workspace package a resolved file belongs to, or `undefined` for a third-party one. */
  const ownerOf = (file) => workspace.find((p) => file.startsWith(p.real + sep));
  const mirrored = new Set();
  const linked = new Set();
  const pending = packages.map((p) => ({ p, file: distEntry(p) }));
  while (pending.length) {
    const { p, file } = pending.pop();
    if (mirrored.has(file)) continue;
    if (!existsSync(join(home(p), 'package.json'))) {
      mkdirSync(home(p), { recursive: true });
      copyFileSync(join(p.dir, 'package.json'), join(home(p), 'package.json'));
    }
    for (const module of await moduleGraph(file)) {
      if (mirrored.has(module.file)) continue;
      mirrored.add(module.file);
      // What the module loads when imported: its static imports (a dynamic one loads later, if ever).
      const imports = module.imports.filter((i) => !i.dynamic);
      const copy = join(home(p), relative(p.dir, module.file));
      mkdirSync(dirname(copy), { recursive: true });
      const specifiers = [...new Set(imports.map((i) => i.specifier))];
      writeFileSync(copy, specifiers.map((s) => `import ${JSON.stringify(s)};\n`).join('') + 'export {};\n');
      const bare = [...new Set(imports.filter((i) => i.bare).map((i) => i.specifier))];
      const resolved = resolveImports(dirname(module.file), bare).map((url) => realpathSync(fileURLToPath(url)));
      bare.forEach((specifier, i) => {
        const sibling = ownerOf(resolved[i]);
        if (sibling) pending.push({ p: sibling, file: join(sibling.dir, relative(sibling.real, resolved[i])) });
        const name = packageName(specifier);
        const link = join(home(p), 'node_modules', name);
        if (linked.has(link)) return;
        linked.add(link);
        const installed = join(p.dir, 'node_modules', name);
        if (!sibling && !existsSync(installed)) throw new Error(`${p.name} imports ${name}, which is not in its node_modules`);
        mkdirSync(dirname(link), { recursive: true });
        symlinkSync(sibling ? home(sibling) : realpathSync(installed), link, 'dir');
      });
    }
  }
  return new Map(packages.map((p) => [p.name, pathToFileURL(join(home(p), relative(p.dir, distEntry(p)))).href]));
}
