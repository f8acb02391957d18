#!/usr/bin/env node
// Scope check: bundles every export subpath of every ready package from its built dist (esbuild,
// every export kept) and reads the metafile's inputs. Fails when an entry pulls in a sibling workspace
// package that is not among its declared dependencies (followed transitively through the declared
// workspace dependencies), e.g. `webhooks` bundling `identity-oauth`, or when an SDK package's main
// entry (`.`) bundles zod (wire schemas belong on the `./schemas` subpath; the emulator, a server, may).
// Run after `pnpm build`. Prints a table, writes .tmp/bench/results/siblings.json
// (`--update`: bench/results/ too), exits 1 on a violation.
import { existsSync } from 'node:fs';
import { bundle, distEntry, firstError, measuredPackages, ownerOf, printTable, TOOLING, workspacePackages, writeResult } from './lib.mjs';

/** npm packages an SDK main entry must never bundle (README: "the SDK's main entries stay free of zod"). */
const FORBIDDEN_IN_MAIN_ENTRY = ['zod'];

const all = workspacePackages();
const byName = new Map(all.map((p) => [p.name, p]));
const declared = (p) => Object.keys({ ...p.pkg.dependencies, ...p.pkg.peerDependencies, ...p.pkg.optionalDependencies });

/** Workspace packages `p` may contain: its declared workspace dependencies and theirs, transitively. */
function allowedSiblings(p, seen = new Set()) {
  for (const dep of declared(p)) {
    const sibling = byName.get(dep);
    if (sibling && !seen.has(dep)) {
      seen.add(dep);
      allowedSiblings(sibling, seen);
    }
  }
  return seen;
}

const rows = [];
let problems = 0;
for (const p of measuredPackages()) {
  const allowed = allowedSiblings(p);
  for (const subpath of Object.keys(p.pkg.exports ?? {}).filter((s) => s !== './package.json')) {
    const entry = distEntry(p, subpath);
    const row = { entry: subpath === '.' ? p.name : `${p.name}/${subpath.slice(2)}` };
    rows.push(row);
    if (!entry || !existsSync(entry)) {
      problems++;
      Object.assign(row, { status: 'error', note: `no built ESM file for ${subpath} (run pnpm build)` });
      continue;
    }
    try {
      // Platform node: the widest condition set a package may legitimately use (node: imports resolve).
      const { metafile, gzipBytes } = await bundle(entry, 'node');
      const owners = Object.keys(metafile.inputs).map(ownerOf);
      const siblings = [...new Set(owners.filter((o) => o.kind === 'workspace' && o.name !== p.name).map((o) => o.name))].sort();
      const npm = [...new Set(owners.filter((o) => o.kind === 'npm').map((o) => o.name))].sort();
      const undeclared = siblings.filter((s) => !allowed.has(s));
      const forbidden = subpath === '.' && !TOOLING.includes(p.name) ? npm.filter((n) => FORBIDDEN_IN_MAIN_ENTRY.includes(n)) : [];
      const notes = [
        ...undeclared.map((s) => `bundles ${s}, which is not a declared dependency`),
        ...forbidden.map((n) => `main entry bundles ${n} (keep it on a subpath)`),
      ];
      if (notes.length) problems++;
      Object.assign(row, { status: notes.length ? 'fail' : 'pass', siblings, npm, gzipBytes, note: notes.join('; ') || undefined });
    } catch (error) {
      problems++;
      Object.assign(row, { status: 'error', note: firstError(error) });
    }
  }
}
const measured = new Set(measuredPackages().map((p) => p.name));
const skipped = all.filter((p) => !measured.has(p.name)).map((p) => p.name);

console.log('\nScope of each ready entry (esbuild bundle of dist, all exports kept)\n');
printTable(
  ['entry', 'workspace packages bundled', 'npm packages bundled', 'gzip B', 'result'],
  rows.map((r) => [r.entry, r.siblings?.join(', ') || (r.siblings ? '-' : ''), r.npm?.join(', ') || (r.npm ? '-' : ''), r.gzipBytes, r.status]),
);
for (const r of rows.filter((r) => r.note)) console.log(`  note: ${r.entry}: ${r.note}`);
if (skipped.length) console.log(`  skipped (still "private": true): ${skipped.join(', ')}`);

writeResult('siblings.json', { entries: rows, skipped });
console.log(problems ? `\n✗ ${problems} entr${problems === 1 ? 'y' : 'ies'} out of scope or not built` : '\n✓ no entry bundles an undeclared sibling');
process.exit(problems ? 1 : 0);
