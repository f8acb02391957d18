#!/usr/bin/env node
// `pnpm bench` (after `pnpm build`): the size budgets (size.mjs), the scope check (siblings.mjs), then
// the runtime measurements: webhook throughput vs bare jose, cold import in Node above the loader floor,
// against the emulator per-request overhead vs raw fetch with the same timeout signal and token requests
// for 20 concurrent calls with an expired token, the emulator CLI's cold start vs a bare node:http server
// process, the critical path of the example shop in Chromium, and
// the SSR first paint of the Next.js example. A measurement whose packages are not ready is skipped with
// a note. Prints one table with each row's floor or baseline, writes .tmp/bench/results/latest.json
// (bench/results/ too with --update), exits 1 when a budget of bench/budgets.json is not met.
// `--only=<steps>` runs some steps alone (comma-separated: size, webhooks, cold-import, instructions,
// requests, cli-start, critical-path, ssr). `instructions` (the cold import counted under valgrind, see
// runtime/instructions.mjs) is skipped with a note where valgrind is not installed.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { BENCH, budgets, printTable, readResult, UPDATE, writeResult } from './lib.mjs';
import { coldImport, coldImportBudget } from './runtime/cold-import.mjs';
import { instructionCounts } from './runtime/instructions.mjs';
import { instructionVerdicts, writeInstructions } from './instruction-budgets.mjs';
import { cliColdStart } from './runtime/cli-start.mjs';
import { criticalPath } from './runtime/critical-path.mjs';
import { ssrFirstPaint } from './runtime/ssr-first-paint.mjs';
import { emulatorMeasurements } from './runtime/requests.mjs';
import { webhookThroughput } from './runtime/webhooks.mjs';

const script = (name) => spawnSync(process.execPath, [join(BENCH, name), ...(UPDATE ? ['--update'] : [])], { stdio: 'inherit' }).status;

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const runs = (key) => !only || only.includes(key);
const sizeStatus = runs('size') ? script('size.mjs') : 0;
const siblingsStatus = runs('size') ? script('siblings.mjs') : 0;

const rows = [];
const notes = [];
const { runtime } = budgets;
/** One table row; `check` is the budget test on the ratio. */
function row(measurement, sdk, baseline, ratio, budget, check, quartiles) {
  rows.push({ measurement, sdk, baseline, ratio, quartiles, budget, result: check(ratio) ? 'pass' : 'fail' });
}
const atMost = (max) => (r) => r <= max;
const atLeast = (min) => (r) => r >= min;
/** A row of a count against its floor (or another plain budget), no ratio. */
const countRow = (measurement, value, baseline, budget, ok) => rows.push({ measurement, sdk: String(value), baseline, budget, result: ok ? 'pass' : 'fail' });
/** A row without a budget. */
const info = (measurement, sdk, baseline, ratio) => rows.push({ measurement, sdk, baseline, ratio, budget: '-', result: 'info' });
const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function step(key, name, fn) {
  if (!runs(key)) return undefined;
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
const webhooks = await step('webhooks', 'webhook throughput', webhookThroughput);
if (webhooks?.cpu) {
  const wb = runtime.webhookThroughputRatio;
  const { cpu, wall } = webhooks;
  const what = `webhook deliveries, typed on(cartCreated) handler, process() vs jose.jwtVerify (median of ${webhooks.rounds} round ratios)`;
  row(`${what}, per CPU-s`, `${fmt(cpu.process)}/s`, `${fmt(cpu.jose)}/s`, cpu.processRatio, `>= ${wb.min}`, atLeast(wb.min), cpu.processRatioQuartiles);
  row(
    '  same, per wall-clock second',
    `${fmt(wall.process)}/s`,
    `${fmt(wall.jose)}/s`,
    wall.processRatio,
    `>= ${wb.min}`,
    atLeast(wb.min),
    wall.processRatioQuartiles,
  );
  info('  (info) CPU per delivery above jose.jwtVerify', `${fmt(cpu.aboveJoseUs, 1)} µs`, `${fmt(1e6 / cpu.jose, 1)} µs`);
  info('  (info) processRequest(new Request) vs jose.jwtVerify, per CPU-s', `${fmt(cpu.processRequest)}/s`, `${fmt(cpu.jose)}/s`, cpu.processRequestRatio);
}

const cold = await step('cold-import', 'cold import', coldImport);
for (const entry of cold?.entries ?? []) {
  const count = entry.packages ? ` (${entry.packages.length})` : '';
  const versus = entry.baseline === 'empty process' ? '' : ` (vs ${entry.baseline})`;
  const measurement = `cold import (CPU): ${entry.name}${count}${versus}`;
  const baseline = `${fmt(entry.baselineCpuMs, 1)} ms`;
  if (entry.floor) {
    const ours = `${entry.aboveFloorCpuMs < 0 ? '-' : '+'}${fmt(Math.abs(entry.aboveFloorCpuMs), 1)} ms`;
    const max = coldImportBudget(entry);
    row(`${measurement}: our code above Node's loader floor`, ours, baseline, entry.aboveFloorRatio, `<= ${max}`, atMost(max), entry.aboveFloorQuartiles);
  }
  const floor = entry.floor ? ` (loader floor ${fmt(entry.floorRatio, 3)})` : '';
  rows.push({
    measurement: `  (info) ${entry.floor ? 'same, the whole import' : measurement} vs ${entry.baseline}${floor}`,
    sdk: `${fmt(entry.cpuMs, 1)} ms`,
    baseline,
    ratio: entry.ratio,
    quartiles: entry.ratioQuartiles,
    budget: '-',
    result: 'info',
  });
}
if (cold?.entries) {
  const baselines = [['empty process', cold.empty], ...Object.entries(cold.baselines)];
  notes.push(
    `cold import: baselines ${baselines.map(([name, s]) => `${name} ${fmt(s.cpuMs, 1)} ms CPU`).join('; ')}; the ratio is the median of ${cold.rounds} per-round ratios`,
  );
  for (const entry of cold.entries.filter((e) => e.packages)) notes.push(`cold import: ${entry.name} = ${entry.packages.join(', ')}`);
  notes.push(
    "cold import: Node's loader floor = the same packages with empty modules (each package.json, every module the entry loads, the same imports, at paths as long as the real ones); 'above the floor' = 1 + (entry - floor) / baseline",
  );
  const removed = cold.env.removed.length ? `, without the parent's ${cold.env.removed.join(', ')}` : '';
  notes.push(`cold import: child processes run with NODE_ENV=production${removed}`);
  const walls = [...baselines, ...cold.entries.map((e) => [e.name, e])].map(([name, s]) => `${name} ${fmt(s.wallMs, 1)} ms`);
  notes.push(`cold import wall time from process start to the end of the imports (median, busy machines inflate it): ${walls.join('; ')}`);
}

const instructions = await step('instructions', 'cold import in instructions', instructionCounts);
if (instructions?.entries) {
  const verdicts = instructionVerdicts(instructions);
  for (const r of verdicts.rows) {
    const name = `cold import (instructions): ${r.name}${r.packages ? ` (${r.packages.length})` : ''}: our code above Node's loader floor`;
    rows.push({
      measurement: name,
      sdk: `${r.aboveFloor < 0 ? '-' : '+'}${fmt(Math.abs(r.aboveFloor) / 1e6, 1)} M`,
      baseline: `${fmt(r.baselineCount / 1e6, 1)} M`,
      ratio: r.ratio,
      budget: r.budget,
      result: r.ok ? 'pass' : 'fail',
    });
  }
  notes.push(`cold import (instructions): valgrind's count of every thread, V8's hash seed fixed, one young-generation collection per child; ${verdicts.note}`);
  writeInstructions(instructions);
}

const requests = await step('requests', 'emulator measurements', emulatorMeasurements);
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
/** The budgeted row of one overhead measurement (vs raw fetch with the same timeout signal) and its info rows. */
function overheadRows(r, mode) {
  const digits = mode === 'sequential' ? 3 : 1;
  const ms = (n) => `${fmt(n, digits)} ms`;
  row(
    `getCurrentCart vs raw fetch with the same 30 s timeout signal, ${mode} (median of ${r.rounds} round ratios)`,
    ms(r.sdkMs),
    ms(r.rawWithTimeoutMs),
    r.ratioToRawWithTimeout,
    `<= ${ob.max}`,
    atMost(ob.max),
    r.ratioToRawWithTimeoutQuartiles,
  );
  rows.push({
    measurement: '  (info) same vs raw fetch without a signal',
    sdk: ms(r.sdkMs),
    baseline: ms(r.rawMs),
    ratio: r.ratio,
    quartiles: r.ratioQuartiles,
    budget: '-',
    result: 'info',
  });
  const cpu = (us) => `${fmt(us)} µs`;
  info(
    `  (info) client CPU per call, ${mode}, vs raw fetch without a signal`,
    cpu(r.sdkCpuUsPerCall),
    cpu(r.rawCpuUsPerCall),
    r.sdkCpuUsPerCall / r.rawCpuUsPerCall,
  );
}
if (requests?.sequential) overheadRows(requests.sequential, 'sequential');
if (requests?.concurrent) overheadRows(requests.concurrent, `${requests.concurrent.size} concurrent`);
if (requests?.sequential && requests.concurrent) {
  notes.push(
    `request overhead: SDK/raw in interleaved rounds after ${requests.warmupRounds} warm-up rounds; sequential: ${requests.sequential.callsPerRound} calls a side a round, each round's median latency; concurrent: each round's batch time`,
  );
}
if (requests?.sdkHeaders) notes.push(`getCurrentCart sends the headers ${requests.sdkHeaders.join(', ')}; raw fetch sends the same headers`);

const cliStart = await step('cli-start', 'emulator CLI cold start', cliColdStart);
if (cliStart?.ratio !== undefined) {
  const cs = runtime.emulatorCliColdStartRatio;
  const ms = (n) => `${fmt(n)} ms`;
  row(
    `storefront-emulator CLI (dist/cli.js) cold start to health + a visitor token vs a bare node:http server process (median of ${cliStart.rounds} round ratios)`,
    ms(cliStart.cliMs),
    ms(cliStart.floorMs),
    cliStart.ratio,
    `<= ${cs.max}`,
    atMost(cs.max),
    cliStart.ratioQuartiles,
  );
  notes.push(
    'CLI cold start: wall-clock time from spawn to the second answer, both children answering a GET then a JSON POST; interleaved rounds after a warm-up round',
  );
}

const cp = runtime.criticalPath;
const path = await step('critical-path', 'critical path of the example shop', criticalPath);
if (path?.coldVisit) {
  const where = `example shop (production build, Chromium, ${path.latencyMs} ms latency per platform call)`;
  countRow(
    `${where}: cold visit, sequential platform calls before the products show`,
    path.coldVisit.stepsToProducts,
    `floor ${cp.coldVisitStepsToProducts} (token, then catalogue)`,
    `<= ${cp.coldVisitStepsToProducts}`,
    path.coldVisit.stepsToProducts <= cp.coldVisitStepsToProducts,
  );
  countRow(
    '  same, returning visit (tokens stored)',
    path.returningVisit.stepsToProducts,
    `floor ${cp.returningVisitStepsToProducts} (catalogue)`,
    `<= ${cp.returningVisitStepsToProducts}`,
    path.returningVisit.stepsToProducts <= cp.returningVisitStepsToProducts,
  );
  countRow(
    '  same, "Add to cart" until the cart badge changes',
    path.addToCart.stepsToBadge,
    `floor ${cp.stepsToCartBadge} (optimistic)`,
    `<= ${cp.stepsToCartBadge}`,
    path.addToCart.stepsToBadge <= cp.stepsToCartBadge,
  );
  const sorted = (list) => [...list].sort().join(', ');
  countRow(
    '  same, every platform call of a cold visit',
    sorted(path.coldVisit.calls),
    sorted(cp.coldVisitCalls),
    `= ${sorted(cp.coldVisitCalls)}`,
    sorted(path.coldVisit.calls) === sorted(cp.coldVisitCalls),
  );
  notes.push(`critical path: returning visit calls ${path.returningVisit.calls.join(', ')}; after "Add to cart": ${path.addToCart.calls.join(', ') || 'none'}`);
}
const ssr = await step('ssr', 'SSR first paint', ssrFirstPaint);
if (ssr?.productCardsInFirstHtml !== undefined) {
  const sb = runtime.ssrFirstPaint;
  countRow(
    'Next.js example (next start): product cards in the first HTML of a cold visit',
    ssr.productCardsInFirstHtml,
    'the first page of products',
    `>= ${sb.minProductCardsInFirstHtml}`,
    ssr.productCardsInFirstHtml >= sb.minProductCardsInFirstHtml,
  );
  countRow(
    '  same, client calls to the platform or /api before the first contentful paint',
    ssr.clientCallsBeforePaint,
    `floor ${sb.clientCallsBeforePaint}`,
    `== ${sb.clientCallsBeforePaint}`,
    ssr.clientCallsBeforePaint === sb.clientCallsBeforePaint,
  );
  notes.push(
    `SSR first paint: ${ssr.built}; first contentful paint at ${fmt(ssr.firstContentfulPaintMs)} ms; client calls until the network was idle: ${ssr.clientCallsUntilIdle}`,
  );
}

const size = runs('size') ? readResult('size.json') : undefined;
const siblings = runs('size') ? readResult('siblings.json') : undefined;
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
  notes.push(
    `the machine was busy (1-minute load average ${load.toFixed(1)} on ${cpus().length} cores): timings and their ratios are unreliable; run again on a quiet machine`,
  );
}
for (const note of notes) console.log(`  note: ${note}`);

writeResult('latest.json', {
  date: new Date().toISOString(),
  node: process.version,
  cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`,
  loadAverage: load,
  budgets,
  size: size?.scenarios,
  siblings: siblings?.entries,
  runtime: {
    webhooks,
    coldImport: cold,
    coldImportInstructions: instructions,
    emulator: requests,
    emulatorCliColdStart: cliStart,
    criticalPath: path,
    ssrFirstPaint: ssr,
    rows,
    notes,
  },
});

const runtimeFailures = rows.filter((r) => r.result === 'fail' || r.result === 'error').map((r) => r.measurement);
const failures = [...(sizeStatus ? ['size budgets (see above)'] : []), ...(siblingsStatus ? ['package scope (see above)'] : []), ...runtimeFailures];
console.log(failures.length ? `\n✗ not within budget: ${failures.join('; ')}` : '\n✓ every measurement is within its budget');
console.log(`  results: .tmp/bench/results/latest.json${UPDATE ? ' and bench/results/latest.json' : ''}`);
process.exit(failures.length ? 1 : 0);
