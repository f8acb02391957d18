#!/usr/bin/env node
// Scaffolds a package folder with the workspace conventions (exports with types first, a source
// condition, sideEffects false, the shared tsup and vitest configs). Usage:
//   node scripts/new-package.mjs <name> "<description>" [--node] [--subpath schemas]...
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [name, description, ...flags] = process.argv.slice(2);
if (!name || !description) throw new Error('usage: new-package.mjs <name> "<description>" [--node] [--subpath x]');
const node = flags.includes('--node');
const subpaths = flags.flatMap((f, i) => (f === '--subpath' ? [flags[i + 1]] : []));
const dir = join(process.cwd(), 'packages', name);
mkdirSync(join(dir, 'src'), { recursive: true });

const entry = (file) => ({
  '@storefront-kit/source': `./src/${file}.ts`,
  import: { types: `./dist/${file}.d.ts`, default: `./dist/${file}.js` },
  require: { types: `./dist/${file}.d.cts`, default: `./dist/${file}.cjs` },
});
const exportsMap = { '.': entry('index') };
for (const sub of subpaths) exportsMap[`./${sub}`] = entry(sub);
exportsMap['./package.json'] = './package.json';

const pkg = {
  name: `@storefront-kit/${name}`,
  version: '0.0.0',
  description,
  license: 'MIT',
  type: 'module',
  sideEffects: false,
  exports: exportsMap,
  main: './dist/index.cjs',
  module: './dist/index.js',
  types: './dist/index.d.cts',
  files: ['dist', 'CHANGELOG.md', 'src', '!src/**/*.test.ts', '!src/**/*.test-d.ts', '!src/**/*.test.tsx'],
  engines: { node: '>=20.19' },
  repository: { type: 'git', url: 'git+https://github.com/storefront-kit/storefront-kit.git', directory: `packages/${name}` },
  scripts: { build: 'tsup', typecheck: 'tsc -p tsconfig.json', 'check:package': 'node ../../scripts/check-packages.mjs .' },
  dependencies: {},
  devDependencies: {},
};
const write = (file, text) => existsSync(join(dir, file)) || writeFileSync(join(dir, file), text);
write('package.json', JSON.stringify(pkg, null, 2) + '\n');
write(
  'tsconfig.json',
  JSON.stringify({ extends: '../../tsconfig.base.json', compilerOptions: node ? { types: ['node'] } : {}, include: ['src', 'test'] }, null, 2) + '\n',
);
const entries = ['src/index.ts', ...subpaths.map((s) => `src/${s}.ts`)];
write(
  'tsup.config.ts',
  `import { packageConfig } from '../../tsup.shared';\n\nexport default packageConfig(${subpaths.length ? `{ entry: ${JSON.stringify(entries)} }` : ''});\n`,
);
write('vitest.config.ts', `import { packageProject } from '../../vitest.shared.ts';\n\nexport default packageProject('${name}');\n`);
console.log(`scaffolded packages/${name}`);
