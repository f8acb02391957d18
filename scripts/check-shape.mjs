#!/usr/bin/env node
// The codebase's shape rules (CONTRIBUTING, "Shape"): in every package's `src`, no file over 300 lines and
// no function over 60 lines, tests and declared data files aside. Prints each offender with its size and
// exits 1 when there is one.
//
//   node scripts/check-shape.mjs            every package
//   node scripts/check-shape.mjs --list     every function over 40 lines too, as information
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const ts = createRequire(join(ROOT, 'package.json'))('typescript');
const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 60;
/** Data, not logic: SDL text, seed catalogues and the like. Keep this list short and say why. */
const DATA_FILES = new Set([]);
const list = process.argv.includes('--list');

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist') yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
      yield path;
    }
  }
}

const offences = [];
const notes = [];
for (const pkg of readdirSync(join(ROOT, 'packages'))) {
  const src = join(ROOT, 'packages', pkg, 'src');
  try { statSync(src); } catch { continue; }
  for (const file of sourceFiles(src)) {
    const rel = relative(ROOT, file);
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length;
    if (!DATA_FILES.has(rel) && lines > MAX_FILE_LINES) offences.push(`${rel}: ${lines} lines (max ${MAX_FILE_LINES})`);
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.end).line;
        const size = end - start + 1;
        const name = node.name?.getText(source) ?? nameFromParent(node, source);
        const where = `${rel}:${start + 1} ${name}: ${size} lines`;
        if (size > MAX_FUNCTION_LINES) offences.push(`${where} (max ${MAX_FUNCTION_LINES})`);
        else if (list && size > 40) notes.push(where);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

function nameFromParent(node, source) {
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) return parent.name.getText(source);
  return '(anonymous)';
}

for (const line of notes) console.log(`note  ${line}`);
for (const line of offences) console.log(`over  ${line}`);
if (offences.length) {
  console.log(`\ncheck-shape: ${offences.length} over the limits (files ${MAX_FILE_LINES} lines, functions ${MAX_FUNCTION_LINES} lines)`);
  process.exit(1);
}
console.log('check-shape: every file and function within the limits');
