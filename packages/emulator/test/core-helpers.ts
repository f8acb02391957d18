/**
 * The core tests' shared setup: an emulator with the control and probe modules only, reset before each
 * test.
 */
import { beforeEach } from 'vitest';
import { startEmulator, type Emulator } from '../src/index';
import { controlModule } from '../src/control/module';
import { useEmulator } from './helpers';
import { probeModule, type ProbeState } from './probe-module';

/** What {@link useProbeEmulator} gives a core test file. */
export interface ProbeEmulator {
  /** The file's emulator (client `client-x`, site `site-x`), from `beforeAll` to `afterAll`. */
  readonly emu: Emulator;
  /** What the probe module counted: resets and member logins. */
  readonly state: ProbeState;
}

/** Registers the hooks that start and stop a core test file's emulator and reset it before each test. */
export function useProbeEmulator(): ProbeEmulator {
  const state: ProbeState = { resets: 0, logins: [] };
  const running = useEmulator(() => startEmulator({ modules: [controlModule, probeModule(state)], clientId: 'client-x', siteId: 'site-x' }));
  beforeEach(async () => {
    await fetch(`${running().url}/__emulator/reset`, { method: 'POST' });
  });
  return {
    get emu() {
      return running();
    },
    state,
  };
}
