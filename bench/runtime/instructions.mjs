// The cold-import rows counted in instructions: every budgeted entry of cold-import.mjs, its loader
// floor and its baseline run once each under valgrind's callgrind, which counts the instructions of
// every thread. The counts repeat to about 0.05% (the CPU-time rows spread about ±0.1 per round on a
// shared 2-core machine), so they guard the same quantity, `1 + (entry - floor) / baseline`, without
// the noise, and an A/B of a change shows even a 1% difference.
// Two things are pinned so that a count repeats:
// - V8's hash seed (`--hash-seed=1`): setting up a random one costs a different few million
//   instructions in every process;
// - the young-generation collection: each child ends with one (`--expose-gc`). Left to itself, V8
//   collects once the 1 MB young generation is about 80% full, so a whole collection (~2.5 M
//   instructions) lands on whichever variant crosses that line first: the bench's CPU-time children
//   collect in the entry and its floor alike once idle, a child that exits at once only in the entry.
//   One collection in every child charges each the collection of what it allocated, in both tools.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';
import { childEnv, coldImportVariants, EMPTY } from './cold-import.mjs';

const COLLECT = 'globalThis.gc({ type: "minor" });\nexport {};\n';

/** Why the counts cannot be taken here, or `undefined` when valgrind runs. */
export function valgrindMissing() {
  const result = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
  return result.error || result.status !== 0 ? 'valgrind is not installed (apt-get install valgrind)' : undefined;
}

function count(file) {
  const args = ['--tool=callgrind', '--callgrind-out-file=/dev/null', '--smc-check=all-non-file', process.execPath, '--hash-seed=1', '--expose-gc', file];
  const result = spawnSync('valgrind', args, { encoding: 'utf8', env: childEnv, timeout: 300_000 });
  const collected = /Collected : (\d+)/.exec(result.stderr)?.[1];
  if (result.status !== 0 || !collected) throw new Error(`valgrind node ${file} failed: ${result.stderr.split('\n').slice(-5).join(' ')}`);
  return Number(collected);
}

/**
 * Instructions of the empty process and, per budgeted cold-import entry, its own, its floor's and its
 * baseline's, with `aboveFloor` (entry - floor) and `ratio` (1 + aboveFloor / baseline). Resolves
 * with `{ skipped }` when no package is built or valgrind is missing. About 10 s per variant.
 */
export async function instructionCounts() {
  const missing = valgrindMissing();
  if (missing) return { skipped: missing };
  const dir = join(ROOT, '.tmp', 'bench', 'instructions');
  const built = await coldImportVariants(dir, 'fli');
  if (!built) return { skipped: 'no ready package' };
  const counts = new Map();
  const of = (name) => {
    if (!counts.has(name)) {
      const file = join(dir, `variant-${counts.size}.mjs`);
      writeFileSync(file, built.variants.get(name) + COLLECT);
      counts.set(name, count(file));
    }
    return counts.get(name);
  };
  const empty = of(EMPTY);
  const entries = built.entries
    .filter((e) => e.budgeted)
    .map((entry) => {
      const [own, floor, baseline] = [of(entry.name), of(entry.floor), of(entry.baseline)];
      return {
        name: entry.name,
        baseline: entry.baseline,
        packages: entry.packages,
        own,
        floor,
        baselineCount: baseline,
        aboveFloor: own - floor,
        ratio: 1 + (own - floor) / baseline,
      };
    });
  return { node: process.version, empty, entries };
}
