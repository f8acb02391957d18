/** `scripts/check-docs.mjs --markdown` on Markdown files written for the test: blocks compile against the packages' sources. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'check-docs.mjs');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Writes `text` as a Markdown page in a fresh folder and runs the check on it alone. */
function check(text: string) {
  const folder = mkdtempSync(join(tmpdir(), 'check-docs-'));
  folders.push(folder);
  const page = join(folder, 'guide.md');
  writeFileSync(page, text);
  const result = spawnSync(process.execPath, [script, '--markdown', page], { encoding: 'utf8' });
  return { status: result.status, out: `${result.stdout}${result.stderr}`, page };
}

const compiles = "```ts\nimport { createClient } from '@storefront-kit/http-core';\nexport const client = createClient();\n```\n";

describe('check-docs on Markdown', () => {
  it('fails on a block importing an export that does not exist, naming the page and the line', () => {
    const { status, out, page } = check(
      `# Guide\n\n${compiles}\nThen:\n\n\`\`\`ts\nimport { createClient } from '@storefront-kit/http-core';\nimport { queryProductsBuilder } from '@storefront-kit/stores-catalogue';\nconst client = createClient();\n\`\`\`\n`,
    );
    expect(status).toBe(1);
    expect(out).toContain(`${page}:12: TS2305`);
    expect(out).toContain("has no exported member 'queryProductsBuilder'");
    expect(out).toContain('1 of 2 ts blocks do not compile');
  }, 120_000);

  it('fails on a name the block neither imports nor declares, and on a nocheck block without its reason', () => {
    const { status, out, page } = check(`\`\`\`tsx\nconst client = createClient();\n\`\`\`\n\n\`\`\`ts nocheck\nnot: code\n\`\`\`\n`);
    expect(status).toBe(1);
    expect(out).toContain(`${page}:2: TS2304 Cannot find name 'createClient'.`);
    expect(out).toContain(`without a \`<!-- nocheck: why -->\` line right above the fence:\n  ${page}:5`);
  }, 120_000);

  it('passes blocks that compile, declared names and explained nocheck blocks, and lists the skipped ones', () => {
    const { status, out, page } = check(
      `${compiles}\n- In a list:\n\n  \`\`\`ts\n  import type { Client } from '@storefront-kit/http-core';\n  await client.fetchWithAuth('/ecom/v1/carts/current');\n  declare const client: Client;\n  \`\`\`\n\n<!-- nocheck: another SDK's code -->\n\`\`\`ts nocheck\nimport { items } from '@wix/unknown';\n\`\`\`\n\n\`\`\`sh\nnpm start\n\`\`\`\n`,
    );
    expect(out).toContain('✓ Markdown blocks: 2 ts blocks compile');
    expect(out).toContain(`1 Markdown block(s) marked \`nocheck\`, not compiled: ${page}:15`);
    expect(status).toBe(0);
  }, 120_000);
});
