// The built `storefront-emulator` CLI's cold start: from spawning `node dist/cli.js --port 0 --json` to
// its first answers, `GET /__emulator/health` then a visitor token (`POST /oauth2/token`, anonymous), what
// `npm start` and every end-to-end test wait for. Its floor, measured in the same run: a child process of
// a bare `node:http` server that prints its URL the same way and answers the same two requests (a GET,
// then a POST of a JSON body) with a small JSON body. The checked number is the median of per-round ratios
// (CLI / floor) over interleaved rounds (which one goes first alternates), after a warm-up round each; this
// replaces the test that held the start to 5 s of wall-clock time, which failed on loaded machines.
// Each child is stopped (SIGTERM) before the next starts; only loopback is contacted.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { median, PACKAGES, quartiles } from '../lib.mjs';

const ROUNDS = 15;
const WARMUP_ROUNDS = 1;
const START_TIMEOUT_MS = 30_000;

/** The floor: Node, `node:http`, its URL printed as one JSON line, a small JSON answer to every request. */
const FLOOR_SERVER = `require('node:http').createServer((req, res) => { req.resume(); req.on('end', () => { res.setHeader('content-type', 'application/json'); res.end('{"status":"ok"}'); }); }).listen(0, '127.0.0.1', function () { console.log(JSON.stringify({ url: 'http://127.0.0.1:' + this.address().port })); });`;

/** Spawns `args`, waits for its first stdout line (JSON with `url`), runs `ask(info)`; answers the elapsed ms and stops the child. */
async function timeStart(args, ask) {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const info = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${args[0]} did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      createInterface({ input: child.stdout }).once('line', (line) => {
        clearTimeout(timer);
        try {
          resolve(JSON.parse(line));
        } catch {
          reject(new Error(`unexpected output: ${line}`));
        }
      });
      exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the child exited (${code}): ${stderr.split('\n').slice(0, 3).join(' ')}`));
      });
    });
    await ask(info);
    return Number(process.hrtime.bigint() - started) / 1e6;
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/** `fetch` that expects a 2xx answer and reads its JSON body. */
async function answer(url, init) {
  const response = await fetch(url, { ...init, headers: { connection: 'close', ...init?.headers } });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return response.json();
}

const postJson = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The CLI's start to a visitor token. */
function cliStart(cli) {
  return timeStart([cli, '--port', '0', '--host', '127.0.0.1', '--json'], async ({ url, clientId }) => {
    const health = await answer(`${url}/__emulator/health`);
    if (health.status !== 'ok') throw new Error(`unexpected health answer: ${JSON.stringify(health)}`);
    const token = await answer(`${url}/oauth2/token`, postJson({ clientId, grantType: 'anonymous' }));
    if (typeof token.access_token !== 'string') throw new Error('the token answer has no access_token');
  });
}

/** The floor's start to its second answer. */
function floorStart() {
  return timeStart(['-e', FLOOR_SERVER], async ({ url }) => {
    await answer(`${url}/health`);
    await answer(`${url}/token`, postJson({ clientId: 'floor', grantType: 'anonymous' }));
  });
}

/** Cold start of the built CLI vs the bare `node:http` floor; `{ skipped }` when the emulator is not built. */
export async function cliColdStart() {
  const cli = join(PACKAGES, 'emulator', 'dist', 'cli.js');
  if (!existsSync(cli)) return { skipped: 'the emulator is not built (packages/emulator/dist/cli.js)' };
  for (let i = 0; i < WARMUP_ROUNDS; i++) {
    await floorStart();
    await cliStart(cli);
  }
  const cliMs = [];
  const floorMs = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      cliMs.push(await cliStart(cli));
      floorMs.push(await floorStart());
    } else {
      floorMs.push(await floorStart());
      cliMs.push(await cliStart(cli));
    }
  }
  const ratios = cliMs.map((ms, i) => ms / floorMs[i]);
  return {
    rounds: ROUNDS,
    cliMs: median(cliMs),
    floorMs: median(floorMs),
    ratio: median(ratios),
    ratioQuartiles: quartiles(ratios),
  };
}
