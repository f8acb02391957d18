#!/usr/bin/env node
// Bundle-size budgets. Bundles every bench/scenarios/*.ts the way an app would (esbuild: bundle, minify,
// ESM, tree-shaking; platform from the scenario's `@platform` tag), resolving workspace packages through
// their BUILT dist (run `pnpm build` first), gzips with level 9 and checks bench/budgets.json `size`.
// A scenario that imports a package that does not exist or is still private, or a name a package does
// not export yet, is skipped with a note. Prints a table, writes bench/results/size.json (no times:
// the same tree gives the same file), exits 1 when a budget is exceeded or missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BENCH,
  budgets,
  bundle,
  bytesByPackage,
  distEntry,
  firstError,
  notReadyReason,
  printTable,
  workspacePackages,
  writeResult,
} from './lib.mjs';

const dir = join(BENCH, 'scenarios');
const results = {};
let notBuilt = false;

for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
  const name = file.slice(0, -3);
  const source = readFileSync(join(dir, file), 'utf8');
  const platform = /@platform\s+(node|browser|neutral)/.exec(source)?.[1] ?? 'browser';
  const imported = [...new Set([...source.matchAll(/from\s+['"](@storefront-kit\/[^/'"]+)/g)].map((m) => m[1]))];
  const row = (results[name] = { scenario: name, platform, packages: imported });

  const reasons = imported.map(notReadyReason).filter(Boolean);
  if (reasons.length > 0) {
    Object.assign(row, { status: 'skipped', note: reasons.join('; ') });
    continue;
  }
  const unbuilt = workspacePackages().filter((p) => imported.includes(p.name) && !existsSync(distEntry(p) ?? ''));
  if (unbuilt.length > 0) {
    notBuilt = true;
    Object.assign(row, { status: 'error', note: `not built: ${unbuilt.map((p) => p.name).join(', ')} (run pnpm build)` });
    continue;
  }
  try {
    const { rawBytes, gzipBytes, metafile } = await bundle(join(dir, file), platform);
    Object.assign(row, { status: 'measured', rawBytes, gzipBytes, bytesByPackage: bytesByPackage(metafile) });
  } catch (error) {
    const message = firstError(error);
    const unresolved = /Could not resolve "(@storefront-kit\/[^"/]+)/.exec(message)?.[1];
    if (unresolved) {
      // A ready package the bench cannot see: bench/package.json must list it.
      Object.assign(row, { status: 'fail', note: `${message}: add "${unresolved}": "workspace:*" to bench/package.json devDependencies and run pnpm install` });
    } else {
      Object.assign(row, { status: 'skipped', note: `does not bundle yet: ${message}` });
    }
  }
}

// Budgets: an absolute gzip limit, or a multiple of another scenario's gzip size (a baseline).
// A budget may also carry a `ceiling` (`ceilingGzipBytes` / `ceilingGzipRatio`): while the target is not met,
// the ceiling is the regression guard the test command enforces (status `over target`, exit 0), so the
// bundles cannot grow while the work to reach the target goes on; above the ceiling the check fails.
const overCeiling = (row, budget, value) => {
  const ceiling = budget.ceilingGzipBytes ?? budget.ceilingGzipRatio;
  if (row.status !== 'fail' || ceiling === undefined) return;
  row.ceiling = ceiling;
  row.status = value <= ceiling ? 'over target' : 'fail';
};
for (const row of Object.values(results)) {
  if (row.status !== 'measured') continue;
  const budget = budgets.size[row.scenario];
  if (!budget) {
    Object.assign(row, { status: 'fail', note: 'no budget: add one to bench/budgets.json "size"' });
  } else if (budget.baseline) {
    Object.assign(row, { status: 'baseline', budget: 'baseline' });
  } else if (budget.maxGzipBytes !== undefined) {
    const ratio = row.gzipBytes / budget.maxGzipBytes;
    Object.assign(row, { budget: `<= ${budget.maxGzipBytes} B`, limitBytes: budget.maxGzipBytes, ratio, status: ratio <= 1 ? 'pass' : 'fail' });
    overCeiling(row, budget, row.gzipBytes);
  } else {
    const base = results[budget.relativeTo];
    if (!base?.gzipBytes) {
      Object.assign(row, { status: 'fail', note: `baseline ${budget.relativeTo} was not measured` });
      continue;
    }
    const limitBytes = Math.floor(base.gzipBytes * budget.maxGzipRatio);
    const ratio = row.gzipBytes / base.gzipBytes;
    Object.assign(row, {
      budget: `<= ${budget.maxGzipRatio} x ${budget.relativeTo} (${limitBytes} B)`,
      limitBytes,
      ratio,
      status: ratio <= budget.maxGzipRatio ? 'pass' : 'fail',
    });
    overCeiling(row, budget, ratio);
  }
}

const rows = Object.values(results);
console.log('\nBundle size (esbuild, minified ESM, gzip -9; workspace packages from dist)\n');
printTable(
  ['scenario', 'platform', 'raw B', 'gzip B', 'budget', 'ratio', 'ceiling', 'result'],
  rows.map((r) => [r.scenario, r.platform, r.rawBytes, r.gzipBytes, r.budget, r.ratio?.toFixed(3), r.ceiling, r.status]),
);
for (const r of rows.filter((r) => r.note)) console.log(`  note: ${r.scenario}: ${r.note}`);
for (const r of rows.filter((r) => r.bytesByPackage)) {
  const parts = Object.entries(r.bytesByPackage).map(([p, b]) => `${p} ${b}`);
  console.log(`  ${r.scenario} minified bytes by package: ${parts.join(', ')}`);
}

writeResult('size.json', { budgets: budgets.size, scenarios: results });
const failed = rows.filter((r) => r.status === 'fail');
if (notBuilt) console.error('\n✗ some packages are not built: run `pnpm build` first');
const overTarget = rows.filter((r) => r.status === 'over target');
if (overTarget.length) console.log(`\n! target not met yet (held under its regression ceiling): ${overTarget.map((r) => r.scenario).join(', ')}`);
if (failed.length) console.error(`\n✗ size budget exceeded or missing: ${failed.map((r) => r.scenario).join(', ')}`);
else if (!notBuilt && overTarget.length) console.log('\n✓ no bundle grew past its regression ceiling');
else if (!notBuilt) console.log('\n✓ size budgets hold for every measured scenario');
process.exit(notBuilt ? 2 : failed.length ? 1 : 0);
