#!/usr/bin/env node
// Documentation checks for every ready package (no `"private": true`):
// 1. typedoc (typedoc.json; entry points = the ready packages, passed on the command line) must finish
//    with zero warnings (treatWarningsAsErrors); output in docs/api/ (gitignored).
// 2. every ```ts (or ```tsx) block of the doc comments in src/**/*.ts (tests excluded) must compile: each
//    block is written to .tmp/examples/<package>/<file>.<line>.ts as its own module and typechecked with
//    tsc against the public entry points (through the `@storefront-kit/source` condition, noEmit). Names
//    exported by the documented package are in scope without an import; anything else is imported or
//    declared in the block (`declare const client: Client;`). See CONTRIBUTING.md, "TSDoc and examples".
// 3. every ```ts (or ```tsx) block of the Markdown a reader copies from (docs/*.md, packages/*/README.md,
//    examples/*/README.md, README.md) must compile the same way, in the same tsc program, with nothing in
//    scope: the block imports or declares every name it uses. A block whose first line names a file
//    (`// lib/session.ts`) is written under that name, so the blocks of one page can import each other, and
//    the docs/ pages that continue from getting-started import its `./client` block. A block marked
//    ```ts nocheck is skipped and listed; it needs its reason on the line above (`<!-- nocheck: why -->`).
//    See CONTRIBUTING.md, "Code blocks in Markdown".
// Prints each failure as file:line with the error, exits 1 when anything fails.
// Usage: node scripts/check-docs.mjs [--examples-only | --typedoc-only | --markdown <file.md>...]
//   --markdown: only the ts blocks of the given Markdown files (no typedoc, no TSDoc examples).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const only = process.argv[2];
const markdownArgs = only === '--markdown' ? process.argv.slice(3).map((f) => resolve(f)) : undefined;
const rel = (p) => (relative(root, p).startsWith('..') ? p : relative(root, p));

const packages = readdirSync(join(root, 'packages'))
  .sort()
  .filter((dir) => existsSync(join(root, 'packages', dir, 'package.json')))
  .map((dir) => ({ dir: join(root, 'packages', dir), pkg: JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) }));
const ready = packages.filter((p) => !p.pkg.private);
const skipped = packages.filter((p) => p.pkg.private).map((p) => p.pkg.name);
console.log(`Ready packages: ${ready.map((p) => p.pkg.name).join(', ') || 'none'}`);
if (skipped.length) console.log(`Skipped (still "private": true): ${skipped.join(', ')}`);

/** Source files of a package's export subpaths (the `@storefront-kit/source` condition), `.` first. */
const sourceEntries = (p) =>
  Object.entries(p.pkg.exports ?? {})
    .map(([subpath, e]) => [subpath, e?.['@storefront-kit/source']])
    .filter(([, file]) => typeof file === 'string')
    .map(([subpath, file]) => ({ subpath, file: join(p.dir, file) }));

let failures = 0;

// ---- 1. typedoc ---------------------------------------------------------------------------------
function typedoc() {
  const config = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8'));
  const pattern = config.packageOptions?.entryPoints?.[0] ?? '';
  const names = /@\(([^)]*)\)/.exec(pattern)?.[1].split('|') ?? [];
  for (const p of ready) {
    for (const { file } of sourceEntries(p)) {
      const name = relative(join(p.dir, 'src'), file).replace(/\.tsx?$/, '');
      if (!names.includes(name)) {
        failures++;
        console.error(`✗ ${rel(file)}: entry point not covered by typedoc.json packageOptions.entryPoints (${pattern}); add "${name}"`);
      }
    }
  }
  const listed = (config.entryPoints ?? []).join(' ');
  const wanted = ready.map((p) => rel(p.dir));
  if (listed !== wanted.join(' ')) console.log(`note: typedoc.json lists [${listed}]; checking the ready packages [${wanted.join(' ')}]`);
  const args = ['--options', join(root, 'typedoc.json'), ...wanted.flatMap((d) => ['--entryPoints', d])];
  const result = spawnSync(bin('typedoc'), args, { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
  const output = `${result.stdout}${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
  // typedoc's own [warning]/[error] lines, and the TypeScript errors it reports as `file:line:col - error TS…`.
  const warnings = output.split('\n').filter((l) => (/^\[(warning|error)\]/.test(l) || / - error TS\d+/.test(l)) && !/Found \d+ errors/.test(l));
  if (result.status !== 0 || warnings.length) {
    failures++;
    console.error(`\n✗ typedoc: ${warnings.length} warning(s)/error(s):`);
    console.error(warnings.length ? warnings.map((w) => `  ${w}`).join('\n') : output);
  } else {
    console.log('✓ typedoc: no warnings (docs/api/)');
  }
}

// ---- 2. examples --------------------------------------------------------------------------------
/** Names a module's source exports (explicit export lists and declarations; `export *` is not followed). */
function exportedNames(file) {
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  const names = new Set();
  for (const m of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name && /^\w+$/.test(name) && name !== 'default') names.add(name);
    }
  }
  for (const m of text.matchAll(/export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum|abstract\s+class)\s+(\w+)/g))
    names.add(m[1]);
  return names;
}

/** The ```ts blocks of the doc comments of one file: `{ line, code }` (line: first code line, 1-based). */
function exampleBlocks(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const blocks = [];
  let inComment = false;
  let block;
  lines.forEach((raw, i) => {
    if (!inComment && /^\s*\/\*\*/.test(raw)) inComment = true;
    if (inComment) {
      const text = raw.replace(/^\s*\/?\*+\/?\s?/, '');
      if (block) {
        if (/^\s*```\s*$/.test(text)) {
          blocks.push(block);
          block = undefined;
        } else block.code.push(text);
      } else if (/^\s*```(ts|typescript|tsx)\s*$/.test(text)) block = { line: i + 2, code: [], tsx: /tsx/.test(text) };
    }
    if (inComment && /\*\//.test(raw)) {
      inComment = false;
      block = undefined;
    }
  });
  return blocks;
}

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(d.parentPath ?? dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(d.name) && !/\.test(-d)?\.tsx?$/.test(d.name) && !d.name.endsWith('.d.ts') ? [path] : [];
  });

/** Makes `out` a folder tsc can check blocks in: imports resolve as for a user of the workspace packages. */
function prepare(out) {
  rmSync(out, { recursive: true, force: true });
  // Workspace packages resolve through node_modules links, so `exports` and the source condition apply.
  mkdirSync(join(out, 'node_modules', '@storefront-kit'), { recursive: true });
  for (const p of packages) symlinkSync(p.dir, join(out, 'node_modules', ...p.pkg.name.split('/')), 'junction');
  // Third-party packages: the ones the ready packages depend on first (as installed for them), then any
  // other installed in a workspace project (e.g. `next` for an example showing a Next.js integration).
  const projects = [...ready, ...packages, ...readdirSync(join(root, 'examples')).map((d) => ({ dir: join(root, 'examples', d), pkg: {} }))];
  for (const p of projects) {
    const manifest = existsSync(join(p.dir, 'package.json')) ? JSON.parse(readFileSync(join(p.dir, 'package.json'), 'utf8')) : {};
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.devDependencies })) {
      const from = join(p.dir, 'node_modules', dep);
      const to = join(out, 'node_modules', dep);
      if (dep.startsWith('@storefront-kit/') || !existsSync(from) || existsSync(to)) continue;
      mkdirSync(dirname(to), { recursive: true });
      symlinkSync(from, to, 'junction');
    }
  }
  // `import.meta.env` typed as in a Vite app (the storefront example's Vite), where Vite is installed.
  const types = existsSync(join(out, 'node_modules', 'vite', 'client.d.ts')) ? ['node', 'vite/client'] : ['node'];
  writeFileSync(
    join(out, 'tsconfig.json'),
    JSON.stringify(
      {
        extends: relative(out, join(root, 'tsconfig.base.json')),
        compilerOptions: { noEmit: true, types, jsx: 'react-jsx', verbatimModuleSyntax: false, isolatedModules: false, skipLibCheck: true },
        include: ['**/*.ts', '**/*.tsx'],
        exclude: ['node_modules'],
      },
      null,
      2,
    ),
  );
}

/** Writes one block as its own module; `origin` maps it back to its source file and first code line. */
function writeBlock(target, header, body, source, line, origin) {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `${header}\n${body}\nexport {};\n`);
  origin.set(target, { source, line });
}

/** Writes the TSDoc examples of the ready packages under `out`; names the package exports are in scope. */
function writeTsdocBlocks(out, origin) {
  for (const p of ready) {
    const scope = new Map(); // name -> import specifier, main entry first
    for (const { subpath, file } of sourceEntries(p)) {
      const specifier = subpath === '.' ? p.pkg.name : `${p.pkg.name}/${subpath.slice(2)}`;
      for (const name of exportedNames(file)) if (!scope.has(name)) scope.set(name, specifier);
    }
    for (const file of sourceFiles(join(p.dir, 'src'))) {
      for (const { line, code, tsx } of exampleBlocks(file)) {
        const body = code.join('\n');
        const declared = new Set([
          ...[...body.matchAll(/(?:\b(?:const|let|var|function|class|interface|type|enum)\s+|import\s+(?:type\s+)?)(\w+)/g)].map((m) => m[1]),
          ...[...body.matchAll(/import\s+(?:type\s+)?(?:\w+\s*,\s*)?\{([^}]*)\}/g)]
            .flatMap((m) => m[1].split(','))
            .map((s) =>
              s
                .trim()
                .replace(/^type\s+/, '')
                .split(/\s+as\s+/)
                .pop()
                .trim(),
            ),
          // Destructuring: `const { a, b: c, ...d } = …` and `const [e, f] = …` declare a, c, d, e, f.
          ...[...body.matchAll(/\b(?:const|let|var)\s*([{[][^=]*?[}\]])\s*=/g)].flatMap((m) =>
            m[1]
              .replace(/[{}[\]]/g, ',')
              .split(',')
              .map((s) => s.split('=')[0].split(':').pop().replace('...', '').trim()),
          ),
        ]);
        const implicit = new Map();
        for (const [name, specifier] of scope) {
          if (!declared.has(name) && new RegExp(`(?<![\\w.$])${name}(?![\\w$])`).test(body)) {
            implicit.set(specifier, [...(implicit.get(specifier) ?? []), name]);
          }
        }
        const header = [...implicit].map(([s, names]) => `import { ${names.join(', ')} } from '${s}';`).join(' ') || `// ${rel(file)}`;
        const target = join(out, p.pkg.name.split('/')[1], `${relative(join(p.dir, 'src'), file).replace(/\.tsx?$/, '')}.${line}.${tsx ? 'tsx' : 'ts'}`);
        writeBlock(target, header, body, file, line, origin);
      }
    }
  }
}

// ---- 3. Markdown code blocks --------------------------------------------------------------------
/** The Markdown pages a reader copies code from. */
function markdownFiles() {
  const readmes = (dir) => readdirSync(join(root, dir)).map((d) => join(root, dir, d, 'README.md'));
  const docs = readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(root, 'docs', f));
  return [...docs, ...readmes('packages'), ...readmes('examples'), join(root, 'README.md')].filter((f) => existsSync(f)).sort();
}

/** The fenced blocks of a Markdown file: `{ line, lang, words, code }` (line: first code line, 1-based). */
function fencedBlocks(text) {
  const blocks = [];
  let open;
  text.split('\n').forEach((raw, i) => {
    if (!open) {
      const m = /^( {0,3}|\s*[-*]\s+|\s*\d+\.\s+|\s*)(`{3,}|~{3,})\s*([^`]*)$/.exec(raw);
      if (!m) return;
      const [lang = '', ...words] = m[3].trim().split(/\s+/);
      open = { indent: m[1].length, close: new RegExp(`^\\s*${m[2][0]}{${m[2].length},}\\s*$`), line: i + 2, lang, words, code: [] };
    } else if (open.close.test(raw)) {
      blocks.push(open);
      open = undefined;
    } else open.code.push(raw.replace(new RegExp(`^ {0,${open.indent}}`), ''));
  });
  return blocks;
}

const checkedLanguage = (lang) => /^(ts|tsx|typescript)$/.test(lang);
/** The file a block's first line names (`// lib/session.ts`), written under that name. */
const namedFile = (code) => /^\/\/ ([\w./[\]-]+\.tsx?)\s*$/.exec(code[0] ?? '')?.[1];

/**
 * Writes the checked blocks of `files` under `out`, one folder per page; returns the blocks marked
 * `nocheck` (each must have a `<!-- nocheck: why -->` line right above its fence, or the check fails). The docs/ pages that continue from getting-started (`import { client } from './client'`)
 * get its `// client.ts` block beside theirs.
 */
function writeMarkdownBlocks(out, files, origin) {
  const skipped = [];
  const unexplained = [];
  const gettingStarted = join(root, 'docs', 'getting-started.md');
  const clientBlock = existsSync(gettingStarted)
    ? fencedBlocks(readFileSync(gettingStarted, 'utf8')).find((b) => checkedLanguage(b.lang) && namedFile(b.code) === 'client.ts')
    : undefined;
  files.forEach((file, index) => {
    const dir = join(out, 'markdown', `${index}-${relative(root, file).replace(/[^\w.-]+/g, '_')}`);
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n');
    const blocks = fencedBlocks(text).filter((b) => checkedLanguage(b.lang));
    const taken = new Set();
    for (const { line, lang, words, code } of blocks) {
      if (words.includes('nocheck')) {
        // The reason sits right above the fence, where a reviewer sees it: <!-- nocheck: why -->
        if (!/^\s*<!--\s*nocheck:\s*\S.*-->\s*$/.test(lines[line - 3] ?? '')) unexplained.push(`${rel(file)}:${line - 1}`);
        skipped.push(`${rel(file)}:${line - 1}`);
        continue;
      }
      const ext = lang === 'tsx' ? 'tsx' : 'ts';
      const name = namedFile(code);
      const path = name && !taken.has(name) ? name : `${line}.${ext}`;
      taken.add(path);
      writeBlock(join(dir, path), `// ${rel(file)}`, code.join('\n'), file, line, origin);
    }
    if (clientBlock && dirname(file) === join(root, 'docs') && !taken.has('client.ts')) {
      writeBlock(join(dir, 'client.ts'), `// ${rel(gettingStarted)}`, clientBlock.code.join('\n'), gettingStarted, clientBlock.line, origin);
    }
  });
  if (unexplained.length) {
    failures++;
    console.error(`\n✗ Markdown blocks: ${unexplained.length} \`\`\`ts nocheck block(s) without a \`<!-- nocheck: why -->\` line right above the fence:`);
    for (const place of unexplained) console.error(`  ${place}`);
  }
  return skipped;
}

/** Typechecks every block under `out` in one tsc program; prints failures as source file:line. */
function typecheck(out, origin, what) {
  const count = new Set([...origin.values()].map((o) => `${o.source}:${o.line}`)).size;
  if (count === 0) {
    console.log(`✓ ${what}: none found`);
    return;
  }
  const result = spawnSync(bin('tsc'), ['-p', join(out, 'tsconfig.json'), '--pretty', 'false'], { cwd: root, encoding: 'utf8' });
  const errors = new Map(); // message -> { copy: the compiled copy's file:line, block: its source file:line }
  const elsewhere = [];
  for (const l of `${result.stdout}${result.stderr}`.split('\n')) {
    const m = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(l);
    if (!m) {
      if (l.trim() && !/^\s/.test(l)) elsewhere.push(l);
      continue;
    }
    const from = origin.get(resolve(root, m[1]));
    if (from) {
      const line = Number(m[2]) === 1 ? from.line - 1 : from.line + Number(m[2]) - 2;
      const message = `${rel(from.source)}:${line}: ${m[4]} ${m[5]}`;
      if (!errors.has(message)) errors.set(message, { copy: `${m[1]}:${m[2]}`, block: `${from.source}:${from.line}` });
    } else elsewhere.push(l);
  }
  const byPlace = (e) => e.replace(/:(\d+):/, (_, n) => `:${n.padStart(6, '0')}:`);
  const sorted = [...errors.keys()].sort((a, b) => byPlace(a).localeCompare(byPlace(b)));
  const badBlocks = new Set([...errors.values()].map(({ block }) => block));
  if (errors.size) {
    failures++;
    console.error(
      `\n✗ ${what}: ${badBlocks.size} of ${count} ts blocks do not compile, ${errors.size} error(s) (source file:line, compiled copy in parentheses):`,
    );
    for (const e of sorted) console.error(`  ${e}  (${errors.get(e).copy})`);
  } else if (result.status !== 0) {
    failures++;
    console.error(`\n✗ ${what}: tsc failed outside the blocks:\n${elsewhere.join('\n')}`);
  } else {
    console.log(`✓ ${what}: ${count} ts blocks compile`);
  }
  if (errors.size && elsewhere.length) console.error(`  (also reported outside the blocks: ${elsewhere.length} line(s), e.g. ${elsewhere[0]})`);
}

function examples() {
  const out = join(root, '.tmp', markdownArgs ? `markdown-${process.pid}` : 'examples');
  prepare(out);
  const origin = new Map(); // compiled copy -> { source, line }
  if (!markdownArgs) writeTsdocBlocks(out, origin);
  const skipped = writeMarkdownBlocks(out, markdownArgs ?? markdownFiles(), origin);
  if (skipped.length) console.log(`note: ${skipped.length} Markdown block(s) marked \`nocheck\`, not compiled: ${skipped.join(', ')}`);
  typecheck(out, origin, markdownArgs ? 'Markdown blocks' : 'examples (TSDoc and Markdown)');
  if (markdownArgs) rmSync(out, { recursive: true, force: true });
}

if (!markdownArgs && only !== '--examples-only') typedoc();
if (only !== '--typedoc-only') examples();
process.exit(failures ? 1 : 0);
