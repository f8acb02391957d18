#!/usr/bin/env node
// `pnpm bench` (after `pnpm build`): the size budgets (size.mjs), the scope check (siblings.mjs), then
// the runtime measurements that can run today: webhook verifications per second vs bare jose, cold
// import time in Node (vs an empty process, or vs the library a package wraps), and, against the
// emulator, per-request overhead vs raw fetch and token requests for 20 concurrent calls with an
// expired token. A measurement whose packages are not ready is skipped with a note. Prints one table,
// writes bench/results/latest.json, exits 1 when a budget of bench/budgets.json is not met.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { BENCH, budgets, printTable, writeResult } from './lib.mjs';
import { coldImport } from './runtime/cold-import.mjs';
import { emulatorMeasurements } from './runtime/requests.mjs';
import { webhookThroughput } from './runtime/webhooks.mjs';

const script = (name) => spawnSync(process.execPath, [join(BENCH, name)], { stdio: 'inherit' }).status;
const readResult = (name) => JSON.parse(readFileSync(join(BENCH, 'results', name), 'utf8'));

const sizeStatus = script('size.mjs');
const siblingsStatus = script('siblings.mjs');

const rows = [];
const notes = [];
const { runtime } = budgets;
/** One table row; `check` is the budget test on the ratio. */
function row(measurement, sdk, baseline, ratio, budget, check, quartiles) {
  rows.push({ measurement, sdk, baseline, ratio, quartiles, budget, result: check(ratio) ? 'pass' : 'fail' });
}
const atMost = (max) => (r) => r <= max;
const atLeast = (min) => (r) => r >= min;
const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function step(name, fn) {
  try {
    const result = await fn();
    if (result?.skipped) notes.push(`${name}: skipped: ${result.skipped}`);
    return result;
  } catch (error) {
    notes.push(`${name}: error: ${error.message}`);
    rows.push({ measurement: name, result: 'error' });
    return { error: error.message };
  }
}

console.log('\nRuntime measurements (a few minutes)...');
const loadBefore = loadavg()[0];
const webhooks = await step('webhook verifications/s', webhookThroughput);
if (webhooks?.cpu) {
  const wb = runtime.webhookVerificationsPerSecondRatio;
  const { cpu, wall } = webhooks;
  row(`webhook verifications per CPU-s, process() vs jose.jwtVerify (median of ${webhooks.rounds} round ratios)`, `${fmt(cpu.process)}/s`, `${fmt(cpu.jose)}/s`, cpu.processRatio, `>= ${wb.min}`, atLeast(wb.min), cpu.processRatioQuartiles);
  const info = (measurement, sdk, base, ratio) => rows.push({ measurement, sdk: `${fmt(sdk)}/s`, baseline: `${fmt(base)}/s`, ratio, budget: '-', result: 'info' });
  info('  (info) same, per wall-clock second', wall.process, wall.jose, wall.processRatio);
  info('  (info) processRequest(new Request) vs jose.jwtVerify, per CPU-s', cpu.processRequest, cpu.jose, cpu.processRequestRatio);
}

const cold = await step('cold import', coldImport);
for (const entry of cold?.entries ?? []) {
  const cb = runtime.coldImportRatio;
  const count = entry.packages ? ` (${entry.packages.length})` : '';
  const versus = entry.baseline === 'empty process' ? '' : ` (vs ${entry.baseline})`;
  const measurement = `cold import (CPU): ${entry.name}${count}${versus}`;
  const sdk = `${fmt(entry.cpuMs, 1)} ms`;
  const baseline = `${fmt(entry.baselineCpuMs, 1)} ms`;
  if (entry.budgeted) row(measurement, sdk, baseline, entry.ratio, `<= ${cb.max}`, atMost(cb.max), entry.ratioQuartiles);
  else rows.push({ measurement: `  (info) ${measurement}`, sdk, baseline, ratio: entry.ratio, quartiles: entry.ratioQuartiles, budget: '-', result: 'info' });
  if (entry.floor) {
    const ours = `${entry.aboveFloorCpuMs < 0 ? '-' : '+'}${fmt(Math.abs(entry.aboveFloorCpuMs), 1)} ms`;
    row(`  same, our code above Node's loader floor (floor ${fmt(entry.floorRatio, 3)})`, ours, baseline, entry.aboveFloorRatio, `<= ${cb.max}`, atMost(cb.max), entry.aboveFloorQuartiles);
  }
}
if (cold?.entries) {
  const baselines = [['empty process', cold.empty], ...Object.entries(cold.baselines)];
  notes.push(`cold import: baselines ${baselines.map(([name, s]) => `${name} ${fmt(s.cpuMs, 1)} ms CPU`).join('; ')}; the ratio is the median of ${cold.rounds} per-round ratios`);
  for (const entry of cold.entries.filter((e) => e.packages)) notes.push(`cold import: ${entry.name} = ${entry.packages.join(', ')}`);
  notes.push("cold import: Node's loader floor = the same packages with empty modules (each package.json, a module per entry, the same imports of siblings); 'above the floor' = 1 + (entry - floor) / baseline");
  const removed = cold.env.removed.length ? `, without the parent's ${cold.env.removed.join(', ')}` : '';
  notes.push(`cold import: child processes run with NODE_ENV=production${removed}`);
  const walls = [...baselines, ...cold.entries.map((e) => [e.name, e])].map(([name, s]) => `${name} ${fmt(s.wallMs, 1)} ms`);
  notes.push(`cold import wall time from process start to the end of the imports (median, busy machines inflate it): ${walls.join('; ')}`);
}

const requests = await step('emulator measurements', emulatorMeasurements);
const tb = runtime.tokenRequestsFor20ConcurrentCallsWithExpiredToken;
for (const [key, label] of [
  ['tokenRequestsClientExpired', 'token requests, 20 concurrent calls, token expired (client knows)'],
  ['tokenRequestsServerExpired', 'token requests, 20 concurrent calls, token expired (server 401)'],
]) {
  if (requests?.[key] !== undefined) row(label, String(requests[key]), '-', requests[key], `== ${tb.equals}`, (n) => n === tb.equals);
}
if (requests?.tokenCall) notes.push(`token requests measured with ${requests.tokenCall}`);
if (requests?.overheadSkipped) notes.push(`per-request overhead: skipped: ${requests.overheadSkipped}`);
const ob = runtime.requestOverheadMedianRatio;
/** The budgeted row of one overhead measurement and its client-CPU info row. */
function overheadRows(r, mode) {
  const digits = mode === 'sequential' ? 3 : 1;
  row(`getCurrentCart vs raw fetch, ${mode} (median of ${r.rounds} round ratios)`, `${fmt(r.sdkMs, digits)} ms`, `${fmt(r.rawMs, digits)} ms`, r.ratio, `<= ${ob.max}`, atMost(ob.max), r.ratioQuartiles);
  const cpu = (us) => `${fmt(us)} µs`;
  rows.push({ measurement: `  (info) client CPU per call, ${mode}`, sdk: cpu(r.sdkCpuUsPerCall), baseline: cpu(r.rawCpuUsPerCall), ratio: r.sdkCpuUsPerCall / r.rawCpuUsPerCall, budget: '-', result: 'info' });
  rows.push({ measurement: '  (info) same vs raw fetch with a 30 s timeout signal', sdk: `${fmt(r.sdkMs, digits)} ms`, baseline: `${fmt(r.rawWithTimeoutMs, digits)} ms`, ratio: r.ratioToRawWithTimeout, quartiles: r.ratioToRawWithTimeoutQuartiles, budget: '-', result: 'info' });
}
if (requests?.sequential) overheadRows(requests.sequential, 'sequential');
if (requests?.concurrent) overheadRows(requests.concurrent, `${requests.concurrent.size} concurrent`);
if (requests?.sequential && requests.concurrent) {
  notes.push(`request overhead: SDK/raw in interleaved rounds after ${requests.warmupRounds} warm-up rounds; sequential: ${requests.sequential.callsPerRound} calls a side a round, each round's median latency; concurrent: each round's batch time`);
}
if (requests?.sdkHeaders) notes.push(`getCurrentCart sends the headers ${requests.sdkHeaders.join(', ')}; raw fetch sends authorization`);

const size = readResult('size.json');
const siblings = readResult('siblings.json');
console.log(`\nRuntime (node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'})\n`);
printTable(
  ['measurement', 'SDK', 'baseline', 'ratio', 'middle half of rounds', 'budget', 'result'],
  rows.map((r) => [
    r.measurement,
    r.sdk,
    r.baseline,
    r.ratio === undefined ? '' : fmt(r.ratio, 3),
    r.quartiles ? `${fmt(r.quartiles[0], 3)}-${fmt(r.quartiles[1], 3)}` : '',
    r.budget,
    r.result,
  ]),
);
const load = Math.max(loadBefore, loadavg()[0]);
if (load > cpus().length) {
  notes.push(`the machine was busy (1-minute load average ${load.toFixed(1)} on ${cpus().length} cores): timings and their ratios are unreliable; run again on a quiet machine`);
}
for (const note of notes) console.log(`  note: ${note}`);

writeResult('latest.json', {
  date: new Date().toISOString(),
  node: process.version,
  cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`,
  loadAverage: load,
  budgets,
  size: size.scenarios,
  siblings: siblings.entries,
  runtime: { webhooks, coldImport: cold, emulator: requests, rows, notes },
});

const runtimeFailures = rows.filter((r) => r.result === 'fail' || r.result === 'error').map((r) => r.measurement);
const failures = [...(sizeStatus ? ['size budgets (see above)'] : []), ...(siblingsStatus ? ['package scope (see above)'] : []), ...runtimeFailures];
console.log(failures.length ? `\n✗ not within budget: ${failures.join('; ')}` : '\n✓ every measurement is within its budget');
console.log('  results: bench/results/latest.json');
process.exit(failures.length ? 1 : 0);
