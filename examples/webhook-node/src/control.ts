/**
 * The few emulator control-API calls the receiver needs (`/__emulator/...`; not a platform API).
 */

async function call(url: string, init?: RequestInit): Promise<Response> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** The SPKI PEM the emulator signs webhooks with (`GET /__emulator/public-key`). */
export async function fetchPublicKey(emulatorUrl: string): Promise<string> {
  return (await call(`${emulatorUrl}/__emulator/public-key`)).text();
}

/** Subscribes `url` to `eventTypes`; resolves with the subscription id. */
export async function subscribe(emulatorUrl: string, url: string, eventTypes: readonly string[]): Promise<string> {
  const res = await call(`${emulatorUrl}/__emulator/webhooks/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url, eventTypes }),
  });
  const { subscription } = (await res.json()) as { subscription: { id: string } };
  return subscription.id;
}

/** Removes a subscription; an emulator that is already gone is fine. */
export async function unsubscribe(emulatorUrl: string, id: string): Promise<void> {
  await fetch(`${emulatorUrl}/__emulator/webhooks/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(
    (res) => res.body?.cancel(),
    () => undefined,
  );
}
