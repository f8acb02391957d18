#!/usr/bin/env node
/** The `storefront-emulator` bin (see `core/cli-run.ts` and the README). */
import { main } from './core/cli-run';

void main(process.argv.slice(2));
