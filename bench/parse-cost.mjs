#!/usr/bin/env node
// What our code costs at import, in instructions: the cold-import rows of `pnpm bench` counted under
// valgrind (runtime/instructions.mjs), alone. Prints, per budgeted entry, `entry - floor` in millions
// and `1 + (entry - floor) / baseline`, checks them against their budgets (instruction-budgets.mjs) and
// exits 1 when one is not met; `--update` commits the counts to bench/results/instructions.json. Needs
// valgrind (`apt-get install valgrind`) and built packages. Run: `node bench/parse-cost.mjs` (about 10 s
// per variant); `pnpm bench` takes the same rows where valgrind is installed.
import { instructionVerdicts, writeInstructions } from './instruction-budgets.mjs';
import { printTable } from './lib.mjs';
import { instructionCounts } from './runtime/instructions.mjs';

const result = await instructionCounts();
if (result.skipped) {
  console.log(`cold import in instructions: skipped: ${result.skipped}`);
  process.exit(1);
}
const millions = (n) => `${(n / 1e6).toFixed(1)} M`;
const { rows, note } = instructionVerdicts(result);
console.log(`empty process: ${millions(result.empty)} instructions (node ${result.node})\n`);
printTable(
  ['entry', 'above floor', 'ratio', 'floor over baseline', 'budget', 'result'],
  rows.map((r) => [r.name, millions(r.aboveFloor), r.ratio.toFixed(3), millions(r.floor - r.baselineCount), r.budget, r.ok ? 'pass' : 'fail']),
);
console.log(`\n  note: ${note}`);
writeInstructions(result);
process.exit(rows.every((r) => r.ok) ? 0 : 1);
