#!/usr/bin/env node
// `pnpm typecheck`: what every package's and example's own `typecheck` script checks (`tsc -p <config>`
// steps, after any other command such as `next typegen`), with the programs that check alike run as one.
// Each package's test program pulls in the emulator's and the wire's source, so a dozen programs with
// the same compiler options would each type-check the same ~1,000 files. Configs whose options are
// identical (and whose `types` resolve to the same files from .tmp/typecheck/) become ONE `tsc -p` over
// the union of their files: the same files under the same options, so the same errors (declaration
// diagnostics included, as `tsc -p` gives them). A config that differs runs alone, as its package runs it.
// Programs run side by side, as many as the machine has cores.
//
//   node scripts/typecheck.mjs [--list]   (--list: print the programs without running them)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { delimiter, dirname, join, relative, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');
const ts = createRequire(join(root, 'package.json'))('typescript');
const tsc = join(dirname(createRequire(join(root, 'package.json')).resolve('typescript/package.json')), 'bin', 'tsc');
const scratch = join(root, '.tmp', 'typecheck');
const rel = (path) => relative(root, path) || '.';
let failed = 0;

/** Compiler options naming a path: two configs in different folders with the same text mean different things. */
const PATH_OPTIONS = new Set(['baseUrl', 'paths', 'rootDir', 'rootDirs', 'typeRoots', 'outDir', 'outFile', 'declarationDir', 'tsBuildInfoFile']);

/** The workspace projects `pnpm typecheck` covers (packages/* and examples/*) that have a `typecheck` script. */
const projects = ['packages', 'examples']
  .flatMap((parent) =>
    readdirSync(join(root, parent))
      .sort()
      .map((name) => join(root, parent, name)),
  )
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, script: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts?.typecheck }))
  .filter((p) => typeof p.script === 'string');

const env = (dir) => ({ ...process.env, PATH: [join(dir, 'node_modules', '.bin'), join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter) });

/**
 * Splits each script into the commands it runs before its first `tsc -p` (run here first, in order) and
 * its `tsc -p` configs. A script with anything else after a `tsc` step runs whole, unmerged.
 */
const before = [];
const configs = [];
const whole = [];
for (const { dir, script } of projects) {
  const steps = script.split('&&').map((s) => s.trim());
  const first = steps.findIndex((s) => /^tsc\b/.test(s));
  const tscSteps = first < 0 ? [] : steps.slice(first);
  if (first < 0 || !tscSteps.every((s) => /^tsc -p \S+$/.test(s))) {
    whole.push({ dir, command: script });
    continue;
  }
  for (const command of steps.slice(0, first)) before.push({ dir, command });
  for (const step of tscSteps) configs.push(resolve(dir, step.split(/\s+/)[2]));
}

/** The text of a config's resolved compiler options and its root files, or `undefined` when it cannot be merged. */
function describe(configPath) {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} };
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, host);
  if (!parsed || parsed.errors.length || !parsed.options.types || parsed.projectReferences?.length) return undefined;
  const { compilerOptions } = ts.convertToTSConfig(parsed, configPath, ts.sys);
  if (Object.keys(compilerOptions).some((key) => PATH_OPTIONS.has(key)) || compilerOptions.incremental || compilerOptions.composite) return undefined;
  // `types` resolve from the config's folder: a merged program's config sits in .tmp/typecheck/.
  const resolveTypes = (configFilePath) =>
    parsed.options.types.map(
      (name) =>
        ts.resolveTypeReferenceDirective(name, join(dirname(configFilePath), '__inferred type names__.ts'), { ...parsed.options, configFilePath }, ts.sys)
          .resolvedTypeReferenceDirective?.resolvedFileName,
    );
  const own = resolveTypes(configPath);
  const merged = resolveTypes(join(scratch, 'merged.json'));
  if (own.some((file, i) => !file || file !== merged[i])) return undefined;
  return { options: JSON.stringify(compilerOptions), files: parsed.fileNames };
}

/** The type tests (`*.test-d.ts`) under `dir`: vitest does not run them, so a typecheck program must hold each. */
function typeTestsUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) || entry.name.startsWith('.') ? [] : typeTestsUnder(join(dir, entry.name));
    return /\.test-d\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [];
  });
}

function plan() {
  const groups = new Map(); // options text -> { configs, files }
  const alone = [];
  const checked = new Set();
  for (const config of configs) {
    for (const file of ts.getParsedCommandLineOfConfigFile(config, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })?.fileNames ?? [])
      checked.add(resolve(file));
    const described = describe(config);
    if (!described) {
      alone.push(config);
      continue;
    }
    const group = groups.get(described.options) ?? { configs: [], files: new Set() };
    group.configs.push(config);
    for (const file of described.files) group.files.add(file);
    groups.set(described.options, group);
  }
  for (const file of projects.flatMap(({ dir }) => typeTestsUnder(dir)).filter((f) => !checked.has(f))) {
    failed++;
    console.log(`✗ ${rel(file)}: in no typecheck program (add its folder to the \`include\` of a tsconfig.json its package's typecheck script checks)`);
  }
  rmSync(scratch, { recursive: true, force: true });
  const programs = [];
  let n = 0;
  for (const [options, group] of groups) {
    if (group.configs.length === 1) {
      alone.push(group.configs[0]);
      continue;
    }
    mkdirSync(scratch, { recursive: true });
    const file = join(scratch, `merged-${++n}.json`);
    writeFileSync(file, `${JSON.stringify({ compilerOptions: JSON.parse(options), files: [...group.files] }, null, 2)}\n`);
    programs.push({ label: `${group.configs.map(rel).join(' + ')}`, cwd: root, args: ['-p', file], weight: group.files.size });
  }
  for (const config of alone) programs.push({ label: rel(config), cwd: dirname(config), args: ['-p', config], weight: 0 });
  return programs.sort((a, b) => b.weight - a.weight); // the largest first: the two cores end together
}

function run(command, args, { cwd, shell = false }) {
  return new Promise((done) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: env(cwd), shell });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (error) => done({ ok: false, output: `${output}${error.message}\n`, seconds: 0 }));
    child.on('close', (code) => done({ ok: code === 0, output, seconds: (performance.now() - started) / 1000 }));
  });
}

const report = (label, { ok, output, seconds }) => {
  console.log(`${ok ? '✓' : '✗'} ${label} (${seconds.toFixed(1)} s)`);
  if (!ok) {
    failed++;
    process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  }
};

for (const { dir, command } of before) {
  const result = spawnSync(command, { cwd: dir, env: env(dir), shell: true, encoding: 'utf8' });
  if (result.status !== 0) report(`${rel(dir)}: ${command}`, { ok: false, output: `${result.stdout}${result.stderr}`, seconds: 0 });
}

const programs = plan();
if (process.argv.includes('--list')) {
  for (const p of programs) console.log(`tsc -p ${rel(p.args[1])}${p.weight ? `  (${p.weight} files: ${p.label})` : ''}`);
  rmSync(scratch, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}

const queue = [
  ...whole.map((w) => () => run(w.command, [], { cwd: w.dir, shell: true }).then((r) => report(`${rel(w.dir)}: ${w.command}`, r))),
  ...programs.map((p) => () => run(process.execPath, [tsc, ...p.args], { cwd: p.cwd }).then((r) => report(`tsc -p ${p.label}`, r))),
];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    while (queue.length) await queue.shift()();
  }),
);
rmSync(scratch, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
