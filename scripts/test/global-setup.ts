/**
 * The tarballs the newcomer tests install: `packed/` as `pnpm check:packages` left it (it packs right
 * after `pnpm build`, earlier in `npm test`) when every tarball is newer than its package's dist and
 * package.json; otherwise packed again here from the current dist.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain ESM script without types
import { pack, packedDir, readyPackages, tarballName } from '../pack.mjs';

function newest(path: string): number {
  if (!existsSync(path)) return Number.POSITIVE_INFINITY;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

export default function setup(project: TestProject) {
  type Ready = { name: string; version: string; dir: string };
  const packages = readyPackages() as Ready[];
  const stale = packages.filter((p) => {
    const file = join(packedDir, tarballName(p));
    return !existsSync(file) || statSync(file).mtimeMs < Math.max(newest(join(p.dir, 'dist')), newest(join(p.dir, 'package.json')));
  });
  if (stale.length) pack({ packages: stale });
  project.provide(
    'tarballs',
    packages.map((p) => ({ name: p.name, version: p.version, file: join(packedDir, tarballName(p)) })),
  );
}
