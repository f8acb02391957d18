import { useCallback, useEffect, useState } from 'react';

/** Calls the control API (`/__emulator/<path>`); rejects with its `{message}` on an error status. */
export async function control<T = unknown>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`/__emulator/${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new Error(answer.message ?? `HTTP ${response.status}`);
  return answer as T;
}

/** A control route's answer, reloaded every `ms` and by `reload()`. */
export function usePoll<T>(path: string, ms = 1500): [T | undefined, () => void] {
  const [data, setData] = useState<T>();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    const load = () =>
      control<T>(path).then(
        (answer) => live && setData(answer),
        () => {},
      );
    void load();
    const timer = setInterval(load, ms);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [path, ms, tick]);
  return [data, useCallback(() => setTick((n) => n + 1), [])];
}

/** Runs control calls from buttons and forms: the last error, and `run(call)` that reloads after it. */
export function useAction(reload: () => void): [string | undefined, (call: () => Promise<unknown>) => void] {
  const [error, setError] = useState<string>();
  const run = (call: () => Promise<unknown>) => {
    setError(undefined);
    call().then(reload, (cause: Error) => setError(cause.message));
  };
  return [error, run];
}

export const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour12: false });
export const json = (value: unknown) => JSON.stringify(value, null, 2);
