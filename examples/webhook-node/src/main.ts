/**
 * CLI: `node dist/main.js [--emulator <url>] [--port <n>] [--demo]` (after `pnpm build`, see the README).
 *
 * Without `--emulator`, starts an embedded emulator. With `--demo`, makes a product write and a cart
 * mutation, waits for their four events, then exits; otherwise it runs until Ctrl-C.
 */
import { parseArgs } from 'node:util';
import { startEmulator } from '@storefront-kit/emulator';
import { triggerDemoEvents } from './demo';
import { startWebhookReceiver } from './receiver';

const { values } = parseArgs({
  options: {
    emulator: { type: 'string', default: process.env.EMULATOR_URL },
    port: { type: 'string', default: process.env.PORT ?? '0' },
    demo: { type: 'boolean', default: false },
  },
});

const embedded = values.emulator ? undefined : await startEmulator({ port: 0 });
const emulatorUrl = (values.emulator ?? embedded!.url).replace(/\/+$/, '');
if (embedded) console.log(`embedded emulator at ${embedded.url}`);

const receiver = await startWebhookReceiver({ emulatorUrl, port: Number(values.port), publicKeyPem: embedded?.publicKeyPem });
console.log(`receiving webhooks at ${receiver.url} (subscription ${receiver.subscriptionId})`);

const shutdown = async () => {
  await receiver.close();
  await embedded?.stop();
};

if (values.demo) {
  const config = embedded ?? ((await (await fetch(`${emulatorUrl}/__emulator/config`)).json()) as Parameters<typeof triggerDemoEvents>[0]);
  const { productId, cartId } = await triggerDemoEvents(config);
  const types = ['ProductCreated', 'ProductChanged', 'cart_created', 'cart_updated'];
  await Promise.all(types.map((t) => receiver.waitFor((e) => e.eventType.endsWith(t) && [productId, cartId].includes(e.entityId))));
  await shutdown();
} else {
  console.log('make a cart change or a product write on the emulator to see events; Ctrl-C to stop');
  process.once('SIGINT', () => void shutdown().then(() => process.exit(0)));
  process.once('SIGTERM', () => void shutdown().then(() => process.exit(0)));
}
