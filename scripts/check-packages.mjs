#!/usr/bin/env node
// Packaging checks for every ready (non-private) package, on the tarball a user would install: packs them
// into `packed/` (scripts/pack.mjs, `pnpm pack`, which the newcomer tests then install), then runs
// `publint --strict` and are-the-types-wrong on each tarball. Run after `pnpm build`. Exits non-zero when
// a package has a problem.
//
//   node scripts/check-packages.mjs [package folder...]   (default: every ready package)
//
// A package's own `npm run check:package` runs it for its folder: no pnpm on PATH needed (pnpm is
// reached through npx, and publint reads the tarball instead of packing with the package manager it
// detects), and no prompt (both tools are the workspace's own binaries).
import { spawnSync } from 'node:child_process';
import { basename, join, resolve } from 'node:path';
import { pack, readyPackages, root } from './pack.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const folders = process.argv.slice(2).map((folder) => resolve(folder));
const ready = readyPackages();
const packages = folders.length ? ready.filter((p) => folders.includes(p.dir)) : ready;
if (folders.length && packages.length !== folders.length) {
  console.error(`Not a ready package folder: ${folders.filter((f) => !ready.some((p) => p.dir === f)).join(', ')} (private packages are not packed)`);
  process.exit(2);
}

let failed = 0;
for (const { name, file } of pack({ packages })) {
  let ok = true;
  for (const [cmd, args] of [
    [bin('publint'), ['run', file, '--strict']],
    [bin('attw'), [file, '--format', 'table-flipped', '--no-color']],
  ]) {
    const result = spawnSync(cmd, args, { cwd: root, encoding: 'utf8' });
    if (result.status !== 0) {
      ok = false;
      console.error(`\n✗ ${name}: ${basename(cmd)} ${args.join(' ')}\n${result.stdout}${result.stderr}`);
    }
  }
  if (ok) console.log(`✓ ${name}: publint --strict, attw (packed/${basename(file)})`);
  else failed++;
}
process.exit(failed ? 1 : 0);
