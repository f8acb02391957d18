export { startWebhookReceiver } from './receiver';
export type { ReceivedEvent, RefusedDelivery, WebhookReceiver, WebhookReceiverOptions } from './receiver';
export { triggerDemoEvents } from './demo';
export type { DemoTarget } from './demo';
