#!/usr/bin/env node
/**
 * The `storefront-emulator` bin (see `./run.ts` and the README). Startup is dominated by two
 * things that can overlap: generating the RS256 webhook key pair (thread pool) and loading the server
 * and its dependencies (main thread). So this file imports only the argument parser and the key
 * generator, starts the keys, and then loads the server: the built `./index.js` next to it (the path is
 * a variable so the bundler keeps it a separate module instead of inlining it).
 */
import { main } from './run';
import { generateSigningKeys } from '../webhooks/signing-keys';
import type * as Entry from '../index';

const signingKeys = generateSigningKeys();
signingKeys.catch(() => undefined); // reported by startEmulator when awaited
const ENTRY = './index.js';

void main(process.argv.slice(2), async (options) => {
  const { startEmulator } = (await import(ENTRY)) as typeof Entry;
  return startEmulator({ ...options, signingKeys });
});
