// Cold import cost in Node: runs a fresh `node <file>.mjs` whose file statically imports built main
// entries of the ready SDK packages (the emulator and test-utils are tooling and left out), against a
// baseline process:
// - each package alone. A package that wraps a third-party library is compared with a process importing
//   just what it imports of that library (budgets.json `runtime.coldImportAboveFloorRatio.baselines`: react with
//   its peer `react`); the others with the empty process
//   (same ESM loader start-up, no package).
// - the storefront packages together (the fixed list STOREFRONT below: what a storefront loads) vs the empty
//   process; budgeted like each package.
// - every ready package together (react and all), for information.
// - the loader floor of every budgeted entry: its baseline plus the same packages with empty modules
//   (loader-floor.mjs). Node's ESM loader charges each package it finds, reads and links (~1-2 ms CPU
//   apiece on the bench machine), whatever the package holds; the entry's cost above its floor,
//   `1 + (entry - floor) / baseline`, is what our code costs and is budgeted like the ratio itself.
// Each variant runs once per round, rounds interleaved; the checked ratio is the median of the per-round
// ratios of the child's own CPU time (user + system of all its threads, read by the child once it is
// idle, see REPORT): on a shared 2-core machine wall time mostly measures the other processes. The wall
// time from process start to the end of the imports is reported too.
// The children run with NODE_ENV=production and without the parent's other NODE_* variables: e.g.
// NODE_EXTRA_CA_CERTS makes every Node process read a certificate file at start-up (~55 ms CPU on the
// bench machine), which would be added to both sides of every ratio and hide the import cost.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { budgets, distEntry, externalImports, median, measuredPackages, quartiles, ROOT, resolveImports, TOOLING } from '../lib.mjs';
import { mirrorLoaderFloor } from './loader-floor.mjs';

const ROUNDS = 31;
// Appended to every variant: reports the wall time from process start to the end of the imports, and
// the child's CPU time once the process is idle. The imports leave work on V8's background threads
// (optimising compilers, GC): reading the CPU time as soon as they have run would drop it from a process
// that stops there and charge it to one that goes on, i.e. charge a baseline's leftovers (react's,
// ~20 ms here) to the package measured against it. Waits until an interval of 25 ms used less than
// 0.5 ms of CPU (at most 1 s).
const REPORT = `
const wallMs = performance.now();
const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
for (let last = -1, i = 0; cpuMs() - last >= 0.5 && i < 40; i++) {
  last = cpuMs();
  await new Promise((resolve) => setTimeout(resolve, 25));
}
process.stdout.write(JSON.stringify({ cpuMs: cpuMs(), wallMs }));
`;
export const EMPTY = 'empty process';
const TOGETHER = 'storefront packages together';
/**
 * What a storefront loads, the set the decided 1.20 budget was set for (CONTRIBUTING, "Benchmarks and
 * budgets"). A fixed list, not "every package": the ratio adds each package's cost, so a budget over
 * every package would tighten with each package the SDK gains. Newer packages (categories, media) are
 * measured each, and in the "all ready packages" row.
 */
const STOREFRONT = [
  '@storefront-kit/http-core',
  '@storefront-kit/identity-oauth',
  '@storefront-kit/redirects',
  '@storefront-kit/ecom-cart',
  '@storefront-kit/stores-catalogue',
  '@storefront-kit/graphql',
];
/** Packages a storefront never loads: the webhook receiver runs on the app's server. */
const SERVER_SIDE = ['@storefront-kit/webhooks'];
/**
 * Packages whose main entry a storefront never loads: the SDK packages build in the zod-free wire values
 * they use (tsup.shared.ts); checked below, a main entry that imports one at run time fails the bench.
 */
const BUILT_IN = ['@storefront-kit/wire'];
const EVERYTHING = 'all ready packages';

/** The ratio budget of a budgeted entry (bench/budgets.json): each package's, or the storefront's together. */
export function coldImportBudget(entry) {
  const budget = budgets.runtime.coldImportAboveFloorRatio;
  if (entry.name === TOGETHER) return budget.storefrontTogether.max;
  return budget.packages?.[entry.name]?.max ?? budget.max;
}

const removedEnv = Object.keys(process.env).filter((name) => name.startsWith('NODE_') && name !== 'NODE_ENV');
export const childEnv = { ...process.env, NODE_ENV: 'production' };
for (const name of removedEnv) delete childEnv[name];

function run(file) {
  const result = spawnSync(process.execPath, [file], { encoding: 'utf8', timeout: 30_000, env: childEnv });
  if (result.status !== 0) {
    const reason = result.stderr.split('\n').find((l) => /Error|Cannot/.test(l)) ?? result.stderr.slice(0, 200);
    throw new Error(`node ${file} failed: ${reason.trim()} (is every package built?)`);
  }
  return JSON.parse(result.stdout);
}

/** `import` lines for bare specifiers, resolved by Node (ESM conditions) from the package's folder. */
const resolvedImports = (p, specifiers) =>
  resolveImports(p.dir, specifiers)
    .map((url) => `import ${JSON.stringify(url)};\n`)
    .join('');

/**
 * The configured baseline of a package (`undefined`: the empty process). Checked against the built
 * entry: a baseline importing something the package no longer imports would flatter the package.
 */
async function baselineOf(p) {
  const specifiers = budgets.runtime.coldImportAboveFloorRatio.baselines?.[p.name];
  if (!specifiers) return undefined;
  const imported = await externalImports(distEntry(p));
  const stale = specifiers.filter((s) => !imported.includes(s));
  if (stale.length) throw new Error(`${p.name} no longer imports ${stale.join(', ')}: update coldImportAboveFloorRatio.baselines in bench/budgets.json`);
  return { name: `importing ${specifiers.join(' + ')}`, code: resolvedImports(p, specifiers) };
}

/**
 * The cold-import variants (name -> code of a child module) and the measured entries (each names its
 * baseline variant and, when budgeted, its loader-floor variant), for the packages ready to measure;
 * `undefined` when none is. Creates `dir` for the variants and writes the loader floor's mirror to
 * `mirrorDir(floorName)` (see loader-floor.mjs). Shared with instructions.mjs.
 */
export async function coldImportVariants(dir, floorName) {
  const packages = measuredPackages().filter((p) => distEntry(p) && !TOOLING.includes(p.name));
  if (packages.length === 0) return undefined;
  mkdirSync(dir, { recursive: true });
  const importOf = (p) => `import ${JSON.stringify(pathToFileURL(distEntry(p)).href)};\n`;

  // variant name -> code; each measured entry names its baseline variant.
  const variants = new Map([[EMPTY, '']]);
  const entries = [];
  const storefront = [];
  for (const p of packages) {
    const baseline = await baselineOf(p);
    if (baseline) variants.set(baseline.name, baseline.code);
    else if (!SERVER_SIDE.includes(p.name) && !BUILT_IN.includes(p.name)) storefront.push(p);
    variants.set(p.name, (baseline?.code ?? '') + importOf(p));
    entries.push({ name: p.name, baseline: baseline?.name ?? EMPTY, budgeted: true });
  }
  for (const p of storefront) {
    const builtIn = (await externalImports(distEntry(p))).filter((specifier) =>
      BUILT_IN.some((name) => specifier === name || specifier.startsWith(`${name}/`)),
    );
    if (builtIn.length) throw new Error(`${p.name}'s main entry imports ${builtIn.join(', ')} at run time: build it in (tsup.shared.ts)`);
  }
  const together = storefront.filter((p) => STOREFRONT.includes(p.name));
  if (together.length > 1) {
    variants.set(TOGETHER, together.map(importOf).join(''));
    entries.push({ name: TOGETHER, baseline: EMPTY, budgeted: true, packages: together.map((p) => p.name) });
  }
  // The loader floor of every budgeted entry: its baseline's code plus the same packages with empty
  // modules (see loader-floor.mjs).
  const floors = await mirrorLoaderFloor(packages, floorName);
  const floorImport = (p) => `import ${JSON.stringify(floors.get(p.name))};\n`;
  for (const entry of entries.filter((e) => e.budgeted)) {
    entry.floor = `loader floor of ${entry.name}`;
    const members = entry.packages ? storefront : packages.filter((p) => p.name === entry.name);
    variants.set(entry.floor, variants.get(entry.baseline) + members.map(floorImport).join(''));
  }
  if (packages.length > storefront.length && packages.length > 1) {
    variants.set(EVERYTHING, packages.map(importOf).join(''));
    entries.push({ name: EVERYTHING, baseline: EMPTY, budgeted: false, packages: packages.map((p) => p.name) });
  }

  return { variants, entries };
}

export async function coldImport() {
  const dir = join(ROOT, '.tmp', 'bench', 'cold-import');
  const built = await coldImportVariants(dir, 'flc');
  if (!built) return { skipped: 'no ready package' };
  const { variants, entries } = built;
  const runs = [...variants].map(([name, code], i) => {
    const file = join(dir, `variant-${i}.mjs`);
    writeFileSync(file, code + REPORT);
    return { name, file, cpu: [], wall: [] };
  });
  for (const v of runs) run(v.file); // warm the file system cache, fail early on a broken entry
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate the order so drift (load, CPU frequency) does not favour the first or the last variants.
    for (const v of round % 2 ? [...runs].reverse() : runs) {
      const { cpuMs, wallMs } = run(v.file);
      v.cpu.push(cpuMs);
      v.wall.push(wallMs);
    }
  }
  const byName = new Map(runs.map((v) => [v.name, v]));
  const stats = (v) => ({ cpuMs: median(v.cpu), wallMs: median(v.wall) });
  return {
    rounds: ROUNDS,
    env: { NODE_ENV: 'production', removed: removedEnv },
    empty: stats(byName.get(EMPTY)),
    baselines: Object.fromEntries(runs.filter((v) => v.name.startsWith('importing ')).map((v) => [v.name, stats(v)])),
    entries: entries.map((entry) => {
      const v = byName.get(entry.name);
      const base = byName.get(entry.baseline);
      // Median of the per-round ratios: both processes of a round ran under the same load.
      const ratios = v.cpu.map((cpu, round) => cpu / base.cpu[round]);
      const result = { ...entry, ...stats(v), baselineCpuMs: median(base.cpu), ratio: median(ratios), ratioQuartiles: quartiles(ratios) };
      if (!entry.floor) return result;
      // What our code adds to the floor, as a ratio to the baseline: 1 + (entry - floor) / baseline.
      const floor = byName.get(entry.floor);
      const above = v.cpu.map((cpu, round) => 1 + (cpu - floor.cpu[round]) / base.cpu[round]);
      return {
        ...result,
        floorCpuMs: median(floor.cpu),
        aboveFloorCpuMs: median(v.cpu.map((cpu, round) => cpu - floor.cpu[round])),
        floorRatio: median(floor.cpu.map((cpu, round) => cpu / base.cpu[round])),
        aboveFloorRatio: median(above),
        aboveFloorQuartiles: quartiles(above),
      };
    }),
  };
}
