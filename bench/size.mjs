#!/usr/bin/env node
// Bundle-size budgets. Bundles every bench/scenarios/*.ts the way an app would (esbuild: bundle, minify,
// ESM, tree-shaking; platform from the scenario's `@platform` tag), resolving workspace packages through
// their BUILT dist (run `pnpm build` first), gzips with level 9 and checks bench/budgets.json `size`.
// A scenario that imports a package that does not exist or is still private, or a name a package does
// not export yet, is skipped with a note. Prints a table, writes .tmp/bench/results/size.json (no times:
// the same tree gives the same file; `--update`: bench/results/ too), exits 1 when a budget is exceeded or missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH, budgets, bundle, bytesByPackage, distEntry, firstError, notReadyReason, printTable, workspacePackages, writeResult } from './lib.mjs';

const dir = join(BENCH, 'scenarios');
const fmtTimes = (n) => `${n.toFixed(2)}x`;
const results = {};
let notBuilt = false;

for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  const name = file.slice(0, -3);
  const source = readFileSync(join(dir, file), 'utf8');
  const platform = /@platform\s+(node|browser|neutral)/.exec(source)?.[1] ?? 'browser';
  const imported = [...new Set([...source.matchAll(/from\s+['"](@storefront-kit\/[^/'"]+)/g)].map((m) => m[1]))];
  const row = { scenario: name, platform, packages: imported };
  results[name] = row;

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

// Budgets: an absolute gzip limit (a regression guard: it may rise only by the measured cost of a named
// feature, see CONTRIBUTING.md), or a multiple of another scenario's gzip size (a baseline); optionally
// also `timesSmallerThan`: at least N times smaller than a reference scenario (the official SDK's).
for (const row of Object.values(results)) {
  if (row.status !== 'measured') continue;
  const budget = budgets.size[row.scenario];
  if (!budget) {
    Object.assign(row, { status: 'fail', note: 'no budget: add one to bench/budgets.json "size"' });
    continue;
  }
  if (budget.baseline) {
    Object.assign(row, { status: 'baseline', budget: 'baseline' });
    continue;
  }
  const base = results[budget.relativeTo];
  const limitBytes = budget.maxGzipBytes ?? Math.floor((base?.gzipBytes ?? NaN) * budget.maxGzipRatio);
  if (Number.isNaN(limitBytes)) {
    Object.assign(row, { status: 'fail', note: `baseline ${budget.relativeTo} was not measured` });
    continue;
  }
  const ratio = budget.maxGzipBytes ? row.gzipBytes / limitBytes : row.gzipBytes / base.gzipBytes;
  Object.assign(row, {
    budget: budget.maxGzipBytes ? `<= ${limitBytes} B` : `<= ${budget.maxGzipRatio} x ${budget.relativeTo} (${limitBytes} B)`,
    limitBytes,
    ratio,
    status: row.gzipBytes <= limitBytes ? 'pass' : 'fail',
  });
  for (const [reference, times] of Object.entries(budget.timesSmallerThan ?? {})) {
    const other = results[reference]?.gzipBytes;
    const smaller = other / row.gzipBytes;
    row.comparisons = [...(row.comparisons ?? []), { reference, gzipBytes: other, timesSmaller: smaller, atLeast: times }];
    if (!(smaller >= times)) {
      row.status = 'fail';
      row.note = other ? `${fmtTimes(smaller)} smaller than ${reference}, budget at least ${times}x` : `${reference} was not measured`;
    }
  }
}
const rows = Object.values(results);
console.log('\nBundle size (esbuild, minified ESM, gzip -9; workspace packages from dist)\n');
printTable(
  ['scenario', 'platform', 'raw B', 'gzip B', 'budget', 'ratio', 'vs reference (budget)', 'result'],
  rows.map((r) => [
    r.scenario,
    r.platform,
    r.rawBytes,
    r.gzipBytes,
    r.budget,
    r.ratio?.toFixed(3),
    r.comparisons?.map((c) => `${fmtTimes(c.timesSmaller)} smaller than ${c.reference} (>= ${c.atLeast}x)`).join('; '),
    r.status,
  ]),
);
for (const r of rows.filter((r) => r.note)) console.log(`  note: ${r.scenario}: ${r.note}`);
for (const r of rows.filter((r) => r.bytesByPackage)) {
  const parts = Object.entries(r.bytesByPackage).map(([p, b]) => `${p} ${b}`);
  console.log(`  ${r.scenario} minified bytes by package: ${parts.join(', ')}`);
}

writeResult('size.json', { budgets: budgets.size, scenarios: results });
const failed = rows.filter((r) => r.status === 'fail');
if (notBuilt) console.error('\n✗ some packages are not built: run `pnpm build` first');
if (failed.length) console.error(`\n✗ size budget exceeded or missing: ${failed.map((r) => r.scenario).join(', ')}`);
else if (!notBuilt) console.log('\n✓ size budgets hold for every measured scenario');
process.exit(notBuilt ? 2 : failed.length ? 1 : 0);
