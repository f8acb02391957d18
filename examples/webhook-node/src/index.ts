export { startWebhookReceiver } from './receiver';
export type { ReceivedEvent, RefusedDelivery, WebhookReceiver, WebhookReceiverOptions } from './receiver';
export { merchantAuth, triggerDemoEvents, visitorAuth } from './demo';
export type { DemoTarget } from './demo';
