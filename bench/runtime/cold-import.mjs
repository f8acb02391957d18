// Cold import cost in Node: runs a fresh `node <file>.mjs` whose file statically imports one ready SDK
// package's built main entry (and one importing all of them; the emulator is tooling and left out),
// against `node <file>.mjs` whose file imports nothing (the empty process: same ESM loader start-up, no
// package). A package with peer dependencies (`react`) is compared with a process importing just those
// peers, which the app loads anyway. Each variant runs once per round, rounds interleaved. The checked
// number is the child's own CPU time (user + system, read by the child at exit), median over rounds: on
// a shared 2-core machine wall time mostly measures the other processes. Wall time is reported too.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distEntry, median, measuredPackages, ROOT, TOOLING } from '../lib.mjs';

const ROUNDS = 15;
const REPORT = 'const u = process.cpuUsage(); process.stdout.write(String((u.user + u.system) / 1000));\n';

function run(file) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [file], { encoding: 'utf8', timeout: 30_000 });
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) {
    const reason = result.stderr.split('\n').find((l) => /Error|Cannot/.test(l)) ?? result.stderr.slice(0, 200);
    throw new Error(`node ${file} failed: ${reason.trim()} (is every package built?)`);
  }
  return { cpuMs: Number(result.stdout), wallMs };
}

/** A package's runtime peer dependencies: `{ name, line }`, the `import` line resolved from the package. */
function peerImports(p) {
  const require = createRequire(join(p.dir, 'package.json'));
  return Object.keys(p.pkg.peerDependencies ?? {})
    .filter((name) => !name.startsWith('@types/'))
    .sort()
    .map((name) => ({ name, line: `import ${JSON.stringify(pathToFileURL(require.resolve(name)).href)};\n` }));
}

export function coldImport() {
  const packages = measuredPackages().filter((p) => distEntry(p) && !TOOLING.includes(p.name));
  if (packages.length === 0) return { skipped: 'no ready package' };
  const dir = join(ROOT, '.tmp', 'bench', 'cold-import');
  mkdirSync(dir, { recursive: true });
  const importOf = (p) => `import ${JSON.stringify(pathToFileURL(distEntry(p)).href)};\n`;
  const groups = [...packages.map((p) => [p.name, [p]]), ...(packages.length > 1 ? [['all ready packages', packages]] : [])];
  // variant name -> code; each measured entry names its baseline variant.
  const variants = new Map([['empty process', '']]);
  const entries = [];
  for (const [name, group] of groups) {
    const peers = [...new Map(group.flatMap(peerImports).map((peer) => [peer.name, peer])).values()];
    const peerCode = peers.map((peer) => peer.line).join('');
    const baseline = peers.length ? `peers: ${peers.map((peer) => peer.name).join(', ')}` : 'empty process';
    if (peers.length) variants.set(baseline, peerCode);
    variants.set(name, peerCode + group.map(importOf).join(''));
    entries.push({ name, baseline });
  }
  const runs = [...variants].map(([name, code], i) => {
    const file = join(dir, `variant-${i}.mjs`);
    writeFileSync(file, code + REPORT);
    return { name, file, cpu: [], wall: [] };
  });
  for (const v of runs) run(v.file); // warm the file system cache, fail early on a broken entry
  for (let round = 0; round < ROUNDS; round++) {
    for (const v of runs) {
      const { cpuMs, wallMs } = run(v.file);
      v.cpu.push(cpuMs);
      v.wall.push(wallMs);
    }
  }
  const stats = new Map(runs.map((v) => [v.name, { cpuMs: median(v.cpu), wallMs: median(v.wall) }]));
  return {
    rounds: ROUNDS,
    empty: stats.get('empty process'),
    baselines: Object.fromEntries([...stats].filter(([name]) => name.startsWith('peers:'))),
    entries: entries.map(({ name, baseline }) => {
      const base = stats.get(baseline);
      return { name, baseline, ...stats.get(name), baselineCpuMs: base.cpuMs, ratio: stats.get(name).cpuMs / base.cpuMs };
    }),
  };
}
