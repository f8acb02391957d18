/**
 * A server the test spawns in another runtime: awaited until it reports that it listens, failed with
 * its stderr if it exits first, and never outliving the test process.
 */
import type { ChildProcess } from 'node:child_process';

export interface ChildServer<T> {
  /** What the server reported once it listened. */
  ready: T;
  stop(): Promise<void>;
}

/** Waits for `ready` (settled from the child's output) unless `child` exits or fails to start first. */
export async function startChildServer<T>(name: string, child: ChildProcess, ready: Promise<T>, cleanup: () => void = () => {}): Promise<ChildServer<T>> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()).once('error', () => resolve()));
  const kill = () => child.exitCode === null && child.signalCode === null && child.kill();
  process.once('exit', kill); // a test process that dies without afterAll leaves no server behind
  const stop = async () => {
    kill();
    await exited;
    process.off('exit', kill);
    cleanup();
  };
  const failed = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`${name} exited (${code ?? signal}) before listening:\n${stderr}`)));
    child.once('error', reject);
  });
  try {
    return { ready: await Promise.race([ready, failed]), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
