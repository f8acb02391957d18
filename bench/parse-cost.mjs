#!/usr/bin/env node
// What our code costs at import, in instructions: a deterministic companion to the cold-import rows of
// `pnpm bench`, whose CPU-time ratios spread about ±0.1 from round to round on a shared 2-core machine.
// Runs every budgeted cold-import entry, its loader floor and the empty process once each under valgrind
// (callgrind counts the instructions of every thread) and prints `entry - floor`, in millions and as a
// share of the empty process: the same quantity the bench budgets, without the noise. The counts repeat
// to within about 0.05%, so an A/B of a change shows even a 1% difference.
// V8 runs with a fixed hash seed (`--hash-seed=1`): setting up a random one costs a different few
// million instructions in every process. Not part of `pnpm bench`; needs valgrind (`apt-get install
// valgrind`) and built packages. Run: `node bench/parse-cost.mjs` (about 10 s per variant).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';
import { childEnv, coldImportVariants, EMPTY } from './runtime/cold-import.mjs';

function instructions(file) {
  const args = ['--tool=callgrind', '--callgrind-out-file=/dev/null', '--smc-check=all-non-file', process.execPath, '--hash-seed=1', file];
  const result = spawnSync('valgrind', args, { encoding: 'utf8', env: childEnv, timeout: 300_000 });
  if (result.error?.code === 'ENOENT') throw new Error('valgrind is not installed (apt-get install valgrind)');
  const collected = /Collected : (\d+)/.exec(result.stderr)?.[1];
  if (result.status !== 0 || !collected) throw new Error(`valgrind node ${file} failed: ${result.stderr.split('\n').slice(-5).join(' ')}`);
  return Number(collected);
}

const dir = join(ROOT, '.tmp', 'bench', 'parse-cost');
const built = await coldImportVariants(dir);
if (!built) {
  console.log('no package is built: run pnpm build first');
  process.exit(1);
}
const counts = new Map();
const count = (name) => {
  if (!counts.has(name)) {
    const file = join(dir, `variant-${counts.size}.mjs`);
    writeFileSync(file, built.variants.get(name) + 'export {};\n');
    counts.set(name, instructions(file));
  }
  return counts.get(name);
};
const empty = count(EMPTY);
const millions = (n) => (n / 1e6).toFixed(1).padStart(7);
console.log(`empty process: ${millions(empty)} M instructions`);
console.log(`${'entry'.padEnd(40)} ${'above floor'.padStart(12)}  ${'/ baseline'.padStart(10)}  floor over baseline`);
for (const entry of built.entries.filter((e) => e.budgeted)) {
  const [own, floor, base] = [count(entry.name), count(entry.floor), count(entry.baseline)];
  console.log(`${entry.name.padEnd(40)} ${millions(own - floor)} M  ${(1 + (own - floor) / base).toFixed(3).padStart(10)}  ${millions(floor - base)} M`);
}
