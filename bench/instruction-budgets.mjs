// The budgets of the cold import counted in instructions (runtime/instructions.mjs). Each entry must
// stay within its cold-import ratio budget (bench/budgets.json), and within `maxGrowth` of the ratio
// committed in bench/results/instructions.json: the counts repeat to about 0.05%, so this catches a
// change that adds parse cost however far the entry still is from its ratio budget. A rise is
// committed with `--update` once its cost is named in a changeset, as for a size ceiling. Not compared
// (the ratio budget still applies): counts from another Node version (V8 parses differently), and an
// entry measured against a library's import (react): importing react allocates enough for V8's
// time-driven heap heuristics, which valgrind slows 50-fold, to run a different set of collections from
// one run to the next (a few million instructions either way).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH, budgets, writeResult } from './lib.mjs';
import { coldImportBudget, EMPTY } from './runtime/cold-import.mjs';

export const COMMITTED_INSTRUCTIONS = join(BENCH, 'results', 'instructions.json');

/**
 * One verdict per entry of an `instructionCounts()` result (`budget` is the printed limit, `ok`
 * whether the entry is within it) and a note on what it was compared with.
 */
export function instructionVerdicts(result) {
  const committed = existsSync(COMMITTED_INSTRUCTIONS) ? JSON.parse(readFileSync(COMMITTED_INSTRUCTIONS, 'utf8')) : undefined;
  const comparable = committed?.node === result.node;
  const { maxGrowth } = budgets.runtime.coldImportInstructions;
  const rows = result.entries.map((entry) => {
    const max = coldImportBudget(entry);
    const repeats = entry.baseline === EMPTY;
    const before = comparable && repeats ? committed.entries.find((e) => e.name === entry.name)?.ratio : undefined;
    if (before === undefined) return { ...entry, budget: `<= ${max}`, ok: entry.ratio <= max };
    const limit = Math.min(max, before + maxGrowth);
    return { ...entry, committed: before, budget: `<= ${max}, ${before.toFixed(3)} + ${maxGrowth}`, ok: entry.ratio <= limit };
  });
  const note = !committed
    ? 'no committed counts to compare with (bench/results/instructions.json; write them with --update)'
    : comparable
      ? `compared with the counts committed in bench/results/instructions.json (+${maxGrowth} at most)`
      : `not compared with the committed counts: they were taken under Node ${committed.node}, this is ${result.node}`;
  const libraryBased = rows.filter((r) => r.baseline !== EMPTY).map((r) => r.name);
  const onlyRatio = libraryBased.length ? `; ${libraryBased.join(', ')}: the ratio budget only (counts vary with the library's collections)` : '';
  return { rows, note: note + onlyRatio };
}

/** Writes the counts to the run's results, and with `--update` to bench/results/instructions.json. */
export function writeInstructions(result) {
  const entries = result.entries.map(({ name, aboveFloor, ratio }) => ({ name, aboveFloor, ratio: Number(ratio.toFixed(4)) }));
  writeResult('instructions.json', { node: result.node, empty: result.empty, entries });
}
