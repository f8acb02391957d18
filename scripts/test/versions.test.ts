/**
 * One truth for the versions a reader is told: the README's sentence "every package is at version `X` in
 * this repository, and its first release makes each `Y`" must match every ready package's package.json
 * (X) and the release plan changesets computes from `.changeset/` (Y: what `changeset version` writes in
 * the release pull request). Once released (no changeset pending for a package), Y is not checked.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types
import { readyPackages, root } from '../pack.mjs';

// changesets' own release planning (what `changeset status` and `changeset version` use), from the CLI's
// dependencies: no git needed, unlike `changeset status`.
const fromCli = createRequire(realpathSync(join(root, 'node_modules', '@changesets', 'cli', 'package.json')));
const getReleasePlan = (
  fromCli('@changesets/get-release-plan') as { default: (cwd: string) => Promise<{ releases: { name: string; newVersion: string; type: string }[] }> }
).default;

const readme = readFileSync(join(root, 'README.md'), 'utf8').replace(/\s+/g, ' ');
const stated = /every package is at version `([^`]+)` in this repository, and its first release makes each `([^`]+)`/.exec(readme);

it('the README states the current version and the first release version', () => {
  expect(stated, 'README.md: the sentence "every package is at version `X` in this repository, and its first release makes each `Y`"').not.toBeNull();
});

it('every ready package is at the version the README states, and the release plan gives each the stated release', async () => {
  const [, current, next] = stated!;
  const plan = await getReleasePlan(root);
  for (const p of readyPackages() as { name: string; version: string }[]) {
    expect(`${p.name}@${p.version}`).toBe(`${p.name}@${current}`);
    const release = plan.releases.find((r) => r.name === p.name && r.type !== 'none');
    if (release) expect(`${p.name}@${release.newVersion}`).toBe(`${p.name}@${next}`);
  }
});
