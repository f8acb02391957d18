#!/usr/bin/env node
// `npm run pack`: the packages before they are on the registry. Builds, writes every ready (non-private)
// package's tarball to `packed/` (git-ignored) with `pnpm pack` (which turns `workspace:` and `catalog:`
// ranges into the real versions), and prints what an app outside this repository runs to install them:
// `npm pkg set overrides...` so that the packages' dependencies on each other resolve to these tarballs
// too (the registry has none of them yet), then `npm install` of the tarballs.
//
//   npm run pack [-- --app <folder>] [--no-build]
//
// --app: the app's folder (default `../my-app`, beside this repository): the printed paths are relative
//        to it, since npm writes `file:` dependencies relative to the app and an override must repeat a
//        direct dependency's spec exactly.
// --no-build: pack the current `dist` (`pnpm check:packages` does, right after `pnpm build`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = join(import.meta.dirname, '..');
export const packedDir = join(root, 'packed');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The ready packages: `{ name, version, dir }`, in folder order. */
export function readyPackages() {
  return readdirSync(join(root, 'packages'))
    .sort()
    .filter((dir) => existsSync(join(root, 'packages', dir, 'package.json')))
    .map((dir) => ({ dir: join(root, 'packages', dir), pkg: JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) }))
    .filter(({ pkg }) => !pkg.private)
    .map(({ dir, pkg }) => ({ name: pkg.name, version: pkg.version, dir }));
}

/** `pnpm pack`'s file name for a package: `@scope/name@1.2.3` -> `scope-name-1.2.3.tgz`. */
export const tarballName = ({ name, version }) => `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;

function pnpm(args) {
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const result = spawnSync(npx, ['--yes', packageManager, ...args], { cwd: root, encoding: 'utf8', shell: process.platform === 'win32' });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

/**
 * Packs `packages` (default: every ready one) into `outDir`, replacing their older tarballs, and
 * returns `{ name, version, file }` per package. Throws when a package has no `dist` (build first).
 */
export function pack({ packages = readyPackages(), outDir = packedDir } = {}) {
  for (const p of packages) {
    if (!existsSync(join(p.dir, 'dist'))) throw new Error(`${p.name} has no dist: run \`npx ${packageManager} build\` first`);
  }
  mkdirSync(outDir, { recursive: true });
  for (const p of packages) {
    const prefix = tarballName({ name: p.name, version: '' });
    for (const old of readdirSync(outDir)) if (old.startsWith(prefix) && /^\d/.test(old.slice(prefix.length))) rmSync(join(outDir, old));
  }
  pnpm(['-r', ...packages.flatMap((p) => ['--filter', p.name]), 'pack', '--pack-destination', outDir]);
  return packages.map((p) => ({ name: p.name, version: p.version, file: join(outDir, tarballName(p)) }));
}

/** The two commands an app in `appDir` runs to install `tarballs` (all of them, or the ones it uses). */
export function installCommands(tarballs, appDir) {
  const path = (t) => relative(appDir, t.file).split('\\').join('/');
  const quote = (s) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s}'`);
  return [
    ['npm', 'pkg', 'set', ...tarballs.map((t) => `overrides.${t.name}=file:${path(t)}`)],
    ['npm', 'install', ...tarballs.map(path)],
  ].map((argv) => argv.map(quote).join(' '));
}

function main(argv) {
  const appIndex = argv.indexOf('--app');
  const appDir = resolve(process.env.INIT_CWD ?? process.cwd(), appIndex >= 0 ? argv[appIndex + 1] : join(root, '..', 'my-app'));
  if (!argv.includes('--no-build')) {
    console.log('Building every package (pnpm build)...');
    pnpm(['build']);
  }
  const tarballs = pack();
  console.log(`Packed ${tarballs.length} packages into ${relative(process.cwd(), packedDir) || '.'}/:`);
  for (const t of tarballs) console.log(`  ${t.name}@${t.version}  ${relative(packedDir, t.file)}`);
  console.log(`\nIn your app (${appDir}), point every @storefront-kit package at its tarball, then install them`);
  console.log('(all of them below; keep the overrides and take only the packages you use in `npm install`):\n');
  for (const command of installCommands(tarballs, appDir)) console.log(command);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
