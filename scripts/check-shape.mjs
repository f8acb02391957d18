#!/usr/bin/env node
// The codebase's shape signals (CONTRIBUTING, "Shape and names"). Long things are a smell to read, not
// a failure: a 350-line file that holds one idea is better than three that call back into each other.
// - warns: a source file over 300 lines (code and tests alike, in the packages, the examples, `scripts/`
//   and `bench/`: what git tracks or would add; generated and declared data files aside), a function over
//   60 lines in a package's `src` or the emulator's dashboard (tests aside: a `describe` block is a list,
//   not logic), and a module `x.ts` beside a folder `x/` in those same sources (one concept in two places);
// - fails (exit 1): a file over 600 lines or a function over 120, past the point where one idea explains
//   the length.
//
//   node scripts/check-shape.mjs            every file
//   node scripts/check-shape.mjs --list     every function over 40 lines too, as information
//   node scripts/check-shape.mjs --root D   another git tree (scripts/check-shape.test.ts)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const rootArg = process.argv.indexOf('--root');
const ROOT = rootArg > 0 ? process.argv[rootArg + 1] : join(import.meta.dirname, '..');
const ts = createRequire(join(import.meta.dirname, '..', 'package.json'))('typescript');
const LONG_FILE_LINES = 300;
const LONG_FUNCTION_LINES = 60;
const MAX_FILE_LINES = 600;
const MAX_FUNCTION_LINES = 120;
/** Data, not logic: SDL text, seed catalogues and the like. Keep this list short and say why. */
const DATA_FILES = new Set([]);
/** Written by a tool, not by hand: checked by regenerating them, not by their length. */
const GENERATED = [/^packages\/graphql\/test\/codegen\/gql\//];
const SOURCE = /^(packages|examples)\/[^/]+\/|^(scripts|bench)\//;
const list = process.argv.includes('--list');

/** The source files git tracks or would add (not ignored), relative to the root. */
function sourceFiles() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  return files.filter((f) => /\.(ts|tsx|mts|cts|mjs|cjs|js)$/.test(f) && !f.endsWith('.d.ts') && SOURCE.test(f) && !GENERATED.some((g) => g.test(f)));
}

/** A package's own code (and the emulator's dashboard), whose functions are measured. */
const isPackageSource = (rel) => /^packages\/[^/]+\/(dashboard\/)?src\//.test(rel) && !/\.test(-d)?\.tsx?$/.test(rel);

const offences = [];
const warnings = [];
const twins = [];
const notes = [];
/** Measures one thing: over the hard ceiling it fails, over the soft limit it is listed. */
const measure = (where, size, long, max) => {
  if (size > max) offences.push(`${where} (ceiling ${max})`);
  else if (size > long) warnings.push(where);
  return size > long;
};
const files = sourceFiles();
const folders = new Set(files.map((f) => f.slice(0, f.lastIndexOf('/'))));
const entries = packageEntries();
for (const file of files) {
  const module = file.replace(/\.(ts|tsx|mts|cts|mjs|cjs|js)$/, '');
  if (folders.has(module) && /^packages\/[^/]+\/(dashboard\/)?src\//.test(module) && !entries.has(module)) twins.push(`${file} beside ${module}/`);
}
for (const rel of files) {
  let text;
  try {
    text = readFileSync(join(ROOT, rel), 'utf8');
  } catch {
    continue; // deleted in the working tree, not yet in the index
  }
  const lines = text.split('\n').length;
  if (!DATA_FILES.has(rel)) measure(`${rel}: ${lines} lines`, lines, LONG_FILE_LINES, MAX_FILE_LINES);
  if (!isPackageSource(rel) || !/\.tsx?$/.test(rel)) continue;
  const source = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.end).line;
      const size = end - start + 1;
      const name = node.name?.getText(source) ?? nameFromParent(node, source);
      const where = `${rel}:${start + 1} ${name}: ${size} lines`;
      if (!measure(where, size, LONG_FUNCTION_LINES, MAX_FUNCTION_LINES) && list && size > 40) notes.push(where);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** A package's entry modules (an entry and the folder of its parts is the packaging's layout, not a twin). */
function packageEntries() {
  const found = new Set();
  const collect = (dir, value) => {
    if (typeof value === 'string') {
      if (value.startsWith('./src/')) found.add(`${dir}/${value.slice(2).replace(/\.(ts|tsx)$/, '')}`);
    } else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(dir, v);
  };
  for (const rel of execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'packages/*/package.json'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)) {
    collect(rel.slice(0, -'/package.json'.length), JSON.parse(readFileSync(join(ROOT, rel), 'utf8')).exports);
  }
  return found;
}

function nameFromParent(node, source) {
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) return parent.name.getText(source);
  return '(anonymous)';
}

for (const line of notes) console.log(`note  ${line}`);
for (const line of warnings) console.log(`long  ${line}`);
for (const line of twins) console.log(`twin  ${line}`);
for (const line of offences) console.log(`over  ${line}`);
const summary = `files over ${LONG_FILE_LINES} lines, functions over ${LONG_FUNCTION_LINES}, x.ts beside x/`;
if (warnings.length + twins.length)
  console.log(`\ncheck-shape: ${warnings.length + twins.length} to read (${summary}): split along a concept if there is one, not to meet a number`);
if (offences.length) {
  console.log(`check-shape: ${offences.length} over the ceilings (files ${MAX_FILE_LINES} lines, functions ${MAX_FUNCTION_LINES} lines)`);
  process.exit(1);
}
console.log(`check-shape: nothing over the ceilings (files ${MAX_FILE_LINES} lines, functions ${MAX_FUNCTION_LINES} lines)`);
