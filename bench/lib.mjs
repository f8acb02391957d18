// Helpers shared by the bench scripts: the workspace's packages and which are "ready" (published,
// i.e. no `"private": true`), the budgets file, esbuild bundling of a file, tables, results files.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

export const BENCH = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(BENCH, '..');
export const PACKAGES = join(ROOT, 'packages');

/** `BENCH_INCLUDE_PRIVATE=1` also measures packages that are still private (work in progress). */
export const INCLUDE_PRIVATE = process.env.BENCH_INCLUDE_PRIVATE === '1';

/** Every folder of packages/ with a package.json: `{ dir, name, pkg, ready }`, sorted by folder. */
export function workspacePackages() {
  return readdirSync(PACKAGES)
    .sort()
    .filter((dir) => existsSync(join(PACKAGES, dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(PACKAGES, dir, 'package.json'), 'utf8'));
      return { dir: join(PACKAGES, dir), name: pkg.name, pkg, ready: !pkg.private };
    });
}

/**
 * Workspace tooling rather than SDK runtime packages: not measured under BENCH_INCLUDE_PRIVATE, and left
 * out of the cold-import measurement (an app never loads them) even once published.
 */
export const TOOLING = ['@storefront-kit/emulator', '@storefront-kit/test-utils'];

/** Packages the bench acts on: the ready ones (plus the private SDK ones with BENCH_INCLUDE_PRIVATE=1). */
export function measuredPackages() {
  return workspacePackages().filter((p) => p.ready || (INCLUDE_PRIVATE && !TOOLING.includes(p.name)));
}

/** Why a package cannot be measured yet, or `undefined` when it can. */
export function notReadyReason(name) {
  const found = workspacePackages().find((p) => p.name === name);
  if (!found) return `${name} does not exist yet`;
  if (!found.ready && !INCLUDE_PRIVATE) return `${name} is not ready (still "private": true)`;
  return undefined;
}

/** The built ESM file of one export subpath (`.`, `./node`), or `undefined`. */
export function distEntry(pkg, subpath = '.') {
  const entry = pkg.pkg.exports?.[subpath];
  const file = typeof entry === 'string' ? entry : (entry?.import?.default ?? entry?.default);
  return typeof file === 'string' ? join(pkg.dir, file) : undefined;
}

export const budgets = JSON.parse(readFileSync(join(BENCH, 'budgets.json'), 'utf8'));

/**
 * Bundles one entry file the way an app's bundler would: bundle, minify, ESM, tree-shaking
 * (honours `sideEffects: false`), default export conditions, so workspace packages resolve to their
 * built `dist` (never the `@storefront-kit/source` condition). Returns the output bytes, gzip -9
 * bytes and the metafile; throws esbuild's error (with `.errors`) when the entry does not bundle.
 */
export async function bundle(entry, platform) {
  const result = await esbuild.build({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    bundle: true,
    minify: true,
    format: 'esm',
    platform,
    target: 'es2022',
    legalComments: 'none',
    metafile: true,
    write: false,
    outdir: join(ROOT, '.tmp', 'bench-out'),
    logLevel: 'silent',
  });
  const code = result.outputFiles.find((f) => f.path.endsWith('.js')).contents;
  return { rawBytes: code.byteLength, gzipBytes: gzipSync(code, { level: 9 }).byteLength, metafile: result.metafile };
}

/**
 * The modules a built file loads by relative imports, itself included (a bundler's shared chunks), each
 * with its import statements: `{ file, imports: [{ specifier, bare, dynamic }] }` (file: absolute; a
 * relative specifier as written).
 */
export async function moduleGraph(file) {
  const { metafile } = await esbuild.build({
    entryPoints: [file],
    absWorkingDir: ROOT,
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  return Object.entries(metafile.inputs).map(([input, { imports }]) => ({
    file: join(ROOT, input),
    imports: imports.map((i) => ({ specifier: i.external ? i.path : i.original, bare: Boolean(i.external), dynamic: i.kind === 'dynamic-import' })),
  }));
}

/** The bare specifiers (packages and their subpaths) a built file imports, statically or dynamically. */
export async function externalImports(file) {
  const imports = (await moduleGraph(file)).flatMap((m) => m.imports.filter((i) => i.bare).map((i) => i.specifier));
  return [...new Set(imports)].sort();
}

/**
 * Where Node resolves bare `specifiers` imported from a module in `dir` (ESM conditions, as the cold-import
 * children load them): file URLs, in order. Throws when one does not resolve.
 */
export function resolveImports(dir, specifiers) {
  if (specifiers.length === 0) return [];
  const code = `console.log(JSON.stringify(${JSON.stringify(specifiers)}.map((s) => import.meta.resolve(s))))`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) {
    const reason = result.stderr.split('\n').find((l) => /Error/.test(l)) ?? result.stderr.split('\n')[0];
    throw new Error(`cannot resolve ${specifiers.join(', ')} from ${dir}: ${reason}`);
  }
  return JSON.parse(result.stdout);
}

/** The first esbuild error of a failed build as one line. */
export function firstError(error) {
  const e = error?.errors?.[0];
  if (!e) return String(error?.message ?? error).split('\n')[0];
  const where = e.location ? `${e.location.file}:${e.location.line}: ` : '';
  return `${where}${e.text}`;
}

/**
 * The package an input file of a metafile belongs to: `{ kind: 'workspace' | 'npm' | 'local', name }`.
 * pnpm links resolve to real paths, so workspace files sit under packages/ and npm files under
 * node_modules/.pnpm/<id>/node_modules/<name>/.
 */
export function ownerOf(input) {
  const path = input.split(sep).join('/');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = path.slice(nm + 'node_modules/'.length).split('/');
    return { kind: 'npm', name: parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0] };
  }
  const m = /^packages\/([^/]+)\//.exec(path);
  if (m) {
    const pkg = workspacePackages().find((p) => p.dir === join(PACKAGES, m[1]));
    return { kind: 'workspace', name: pkg?.name ?? m[1] };
  }
  return { kind: 'local', name: path };
}

/** Output bytes per package of a bundle (from the metafile), largest first. */
export function bytesByPackage(metafile) {
  const totals = new Map();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const { name } = ownerOf(input);
      totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
    }
  }
  return Object.fromEntries([...totals].filter(([, b]) => b > 0).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

/** Prints rows (arrays of cells) under a header as an aligned table. */
export function printTable(header, rows) {
  const cells = [header, ...rows].map((r) => r.map((c) => String(c ?? '')));
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (/^[\d.]+$/.test(c) && i > 0 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(line(cells[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}

/** Where a run writes its results (git-ignored); `readResult` reads them back. */
export const RUN_RESULTS = join(ROOT, '.tmp', 'bench', 'results');
/** `--update`: also write the committed baselines in bench/results/ (only when someone means to). */
export const UPDATE = process.argv.includes('--update');

/** Writes `<name>` as stable, pretty JSON to the run's results, and with `--update` to bench/results/ too. */
export function writeResult(name, data) {
  const text = JSON.stringify(data, null, 2) + '\n';
  for (const dir of UPDATE ? [RUN_RESULTS, join(BENCH, 'results')] : [RUN_RESULTS]) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

/** A result this run wrote (see {@link writeResult}). */
export const readResult = (name) => JSON.parse(readFileSync(join(RUN_RESULTS, name), 'utf8'));

/** The first and third quartiles of `values` (linear interpolation): the middle half of them lies between. */
export const quartiles = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const at = (q) => {
    const i = (s.length - 1) * q;
    const lo = Math.floor(i);
    return s[lo] + (s[Math.ceil(i)] - s[lo]) * (i - lo);
  };
  return [at(0.25), at(0.75)];
};

export const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
