/**
 * Bundles a fixture the way a user's deploy tool does: esbuild, the runtime's export conditions, and
 * never `@storefront-kit/source`, so every workspace package comes from its published (built) entry.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, '..', 'package.json'));

/** Fails with what to do when a package's `import` entry is not built (`vitest` alone builds nothing). */
function assertBuilt(): void {
  const { devDependencies } = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
  for (const name of Object.keys(devDependencies).filter((n) => n.startsWith('@storefront-kit/') && n !== '@storefront-kit/emulator')) {
    const manifest = require.resolve(`${name}/package.json`);
    const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: { '.': { import: { default: string } } } };
    const entry = join(dirname(manifest), exports['.'].import.default);
    if (!existsSync(entry)) {
      throw new Error(
        `${name} is not built (${relative(process.cwd(), entry)} is missing): run \`pnpm build\` first; these tests run the published entry points.`,
      );
    }
  }
}

/**
 * The fixture `fixtures/<name>.ts` bundled to one script: `esm` for a workerd module worker, `iife`
 * for the edge runtime's `evaluate`. Throws when any workspace input comes from `src`.
 */
export async function bundleFixture(name: string, format: 'esm' | 'iife', conditions: string[]): Promise<string> {
  assertBuilt();
  const result = await esbuild.build({
    entryPoints: [join(here, '..', 'fixtures', `${name}.ts`)],
    bundle: true,
    format,
    platform: 'browser',
    conditions,
    target: 'es2022',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const fromSource = Object.keys(result.metafile.inputs).filter((input) => /(^|\/)packages\/[^/]+\/src\//.test(input));
  if (fromSource.length) throw new Error(`bundled from source instead of dist: ${fromSource.join(', ')}`);
  return result.outputFiles[0]!.text;
}
