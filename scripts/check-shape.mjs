#!/usr/bin/env node
// The codebase's shape rules (CONTRIBUTING, "Shape"):
// - no source file over 300 lines: code and tests alike, in the packages, the examples, `scripts/` and
//   `bench/` (what git tracks or would add; generated and declared data files aside);
// - no function over 60 lines in a package's `src`, tests aside (a `describe` block is a list, not logic).
// Prints each offender with its size and exits 1 when there is one.
//
//   node scripts/check-shape.mjs            every file
//   node scripts/check-shape.mjs --list     every function over 40 lines too, as information
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const ts = createRequire(join(ROOT, 'package.json'))('typescript');
const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 60;
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

/** A package's own code, whose functions are held to MAX_FUNCTION_LINES. */
const isPackageSource = (rel) => /^packages\/[^/]+\/src\//.test(rel) && !/\.test(-d)?\.tsx?$/.test(rel);

const offences = [];
const notes = [];
for (const rel of sourceFiles()) {
  let text;
  try {
    text = readFileSync(join(ROOT, rel), 'utf8');
  } catch {
    continue; // deleted in the working tree, not yet in the index
  }
  const lines = text.split('\n').length;
  if (!DATA_FILES.has(rel) && lines > MAX_FILE_LINES) offences.push(`${rel}: ${lines} lines (max ${MAX_FILE_LINES})`);
  if (!isPackageSource(rel) || !/\.tsx?$/.test(rel)) continue;
  const source = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true);
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
