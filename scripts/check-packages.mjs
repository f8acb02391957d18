#!/usr/bin/env node
// Packaging checks for every publishable package: publint --strict and are-the-types-wrong on the
// packed tarball. Run after `pnpm build`. Exits non-zero on the first package with a problem.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const packagesDir = join(process.cwd(), 'packages');
const bin = (name) => join(process.cwd(), 'node_modules', '.bin', name);
let failed = 0;
for (const dir of readdirSync(packagesDir).sort()) {
  const pkgPath = join(packagesDir, dir, 'package.json');
  if (!existsSync(pkgPath)) continue;
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  if (pkg.private) continue;
  for (const [cmd, args] of [
    [bin('publint'), ['--strict', '--pack', 'npm']],
    [bin('attw'), ['--pack', '.', '--format', 'table-flipped']],
  ]) {
    const result = spawnSync(cmd, args, { cwd: join(packagesDir, dir), encoding: 'utf8' });
    if (result.status !== 0) {
      failed++;
      console.error(`\n✗ ${pkg.name}: ${cmd.split('/').pop()} ${args.join(' ')}\n${result.stdout}${result.stderr}`);
    }
  }
  if (!failed) console.log(`✓ ${pkg.name}: publint --strict, attw`);
}
process.exit(failed ? 1 : 0);
