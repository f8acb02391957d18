#!/usr/bin/env node
// The browser-facing packages run in browsers, workerd and edge runtimes: their built ESM entries must
// import no Node built-in (`node:*` or a bare built-in name such as `fs`) and reference no Node global
// (`process`, `Buffer`, `require`, `__dirname`, `global`, ...) as a free variable, guarded or not.
// esbuild bundles each entry with its packages external (the metafile lists what it imports) and
// `define`s each Node global as a marker, which lands only where the name is a free reference (never
// a local, a parameter or a property). Run after `pnpm build`.
//
//   node scripts/check-runtime-entries.mjs            the packages below, every ESM export
//   node scripts/check-runtime-entries.mjs a.js b.js  these files instead
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const esbuild = createRequire(join(ROOT, 'packages', 'runtime-tests', 'package.json'))('esbuild');
const PACKAGES = ['wire', 'http-core', 'identity-oauth', 'redirects', 'ecom-cart', 'stores-catalogue', 'categories', 'graphql', 'react', 'media'];
const NODE_GLOBALS = ['process', 'Buffer', 'require', 'module', 'exports', '__dirname', '__filename', 'global', 'setImmediate', 'clearImmediate'];
const MARKER = '__sfk_node_global__';
const builtins = new Set(builtinModules.map((name) => name.replace(/^node:/, '')));

/** Every ESM file the `import` condition of a package's exports points at. */
function entriesOf(dir) {
  const { exports } = JSON.parse(readFileSync(join(ROOT, 'packages', dir, 'package.json'), 'utf8'));
  return Object.values(exports)
    .map((target) => target?.import?.default)
    .filter((file) => typeof file === 'string' && file.endsWith('.js'))
    .map((file) => join(ROOT, 'packages', dir, file));
}

/** What in `file` needs Node: `import 'node:fs'` and `uses process` lines; empty when none. */
async function nodeUsage(file) {
  const { metafile, outputFiles } = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'neutral',
    define: Object.fromEntries(NODE_GLOBALS.map((name) => [name, MARKER + name])),
    metafile: true,
    write: false,
    outdir: join(ROOT, '.tmp', 'check-runtime-entries'),
    logLevel: 'silent',
  });
  const imports = Object.values(metafile.inputs).flatMap((input) => input.imports.filter((i) => i.external).map((i) => i.path));
  const nodeImports = imports.filter((path) => path.startsWith('node:') || builtins.has(path.split('/')[0]));
  const globals = outputFiles.flatMap((output) => [...output.text.matchAll(new RegExp(`${MARKER}(\\w+)`, 'g'))].map((m) => m[1]));
  return [...new Set([...nodeImports.map((path) => `imports ${path}`), ...globals.map((name) => `uses ${name}`)])];
}

const files = process.argv.length > 2 ? process.argv.slice(2) : PACKAGES.flatMap(entriesOf);
let failed = 0;
for (const file of files) {
  const name = relative(ROOT, file);
  if (!existsSync(file)) {
    failed++;
    console.error(`✗ ${name}: missing (run \`pnpm build\` first)`);
    continue;
  }
  const problems = await nodeUsage(file);
  if (problems.length) failed++;
  console[problems.length ? 'error' : 'log'](problems.length ? `✗ ${name}: ${problems.join(', ')}` : `✓ ${name}`);
}
console[failed ? 'error' : 'log'](
  failed
    ? `\n✗ ${failed} entr${failed === 1 ? 'y needs' : 'ies need'} Node: browser-facing packages use web-standard APIs only`
    : '\n✓ no Node built-in or global in the browser-facing entries',
);
process.exit(failed ? 1 : 0);
