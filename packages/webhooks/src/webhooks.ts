/**
 * `createWebhooks`: verifies the platform's webhook JWTs, decodes the envelope, refuses unexpected event
 * types, suppresses duplicate deliveries, and runs typed handlers. This module answers requests; the
 * deliveries themselves are dispatched in `dispatch` (with `dedupe-calls`, `envelope`, `handler-args`).
 */
import { createDispatch } from './dispatch';
import { webhookError, WebhookError } from './errors';
import { createReceiver, errorResponse } from './receiver';
import type { Webhooks, WebhooksOptions } from './webhooks-types';

/** Public message per code for response bodies: never a token, never a handler's own error text. */
function publicMessage({ code, status, reason, message }: WebhookError): string {
  return code === 'ERR_WEBHOOK_INVALID_JWT'
    ? `JWT is not valid (${reason})`
    : code === 'ERR_WEBHOOK_HANDLER_FAILED'
      ? 'Webhook handler failed'
      : status >= 500
        ? 'Webhook receiver error'
        : message;
}

/**
 * Creates a webhook receiver for the platform's RS256-signed webhook JWTs.
 *
 * Defaults: clock tolerance 5 s; maximum token age 300 s (`iat` too old or in the future is refused);
 * `exp` required; body cap 1 MiB; dedupe on, in memory, keys remembered 1 h.
 * Policy: an event type with no handler that is not in `expectedEvents` is refused (400) whether or not
 * other handlers are registered.
 *
 * @param options - the public key, verification limits, body cap, dedupe settings, expected events and error reporter
 * @returns the receiver: register handlers with `on`, then give it tokens (`process`) or requests (`processRequest`)
 * @throws {WebhookError} `ERR_WEBHOOK_INVALID_CONFIG` when the key or an option is unusable
 *
 * @example
 * ```ts
 * import { createWebhooks } from '@storefront-kit/webhooks';
 * import { cartCreated } from '@storefront-kit/ecom-cart';
 *
 * const webhooks = createWebhooks({ publicKey: process.env.WIX_PUBLIC_KEY! });
 * webhooks.on(cartCreated, async ({ entity, metadata }) => {
 *   console.log('cart', entity.id, 'for instance', metadata.instanceId);
 * });
 * // Any web-standard runtime:
 * export const POST = (request: Request) => webhooks.processRequest(request);
 * ```
 */
export function createWebhooks(options: WebhooksOptions): Webhooks {
  const receiver = createReceiver(options, webhookError);
  const webhooks = createDispatch(receiver, options);
  return {
    ...webhooks,
    async processRequest(request) {
      try {
        const { outcome } = await webhooks.process((await receiver.read(request)).trim());
        return Response.json({ outcome }, outcome === 'in-flight' ? { status: 409, headers: { 'retry-after': '10' } } : {});
      } catch (cause) {
        const error = cause instanceof WebhookError ? cause : new WebhookError('Webhook processing failed', 'ERR_WEBHOOK_HANDLER_FAILED', { cause });
        return errorResponse(receiver, error, { code: error.code, message: publicMessage(error) });
      }
    },
  };
}
