import { describe, expectTypeOf, it } from 'vitest';
import { defineEvent, deletedEvent, type EventDefinition } from '@storefront-kit/http-core';
import {
  createServicePlugins,
  createWebhooks,
  defineServicePlugin,
  type DataEventArgs,
  type DeletedEventArgs,
  type ServicePluginRequest,
  type UpdatedEventArgs,
  type WebhookHandlerArgs,
  type WebhookIdentity,
  type WebhookMetadata,
  type WebhookProcessResult,
} from './index';
import { toNodeHandler, type NodeHandler } from './node';

interface Cart {
  id: string;
  lineItems: { quantity: number }[];
}
interface ProductChanged {
  productId: string;
}
const cartCreated = defineEvent<Cart>('wix.ecom.v1.cart_created', 'created');
const productChanged = defineEvent<ProductChanged>('com.wix.ecommerce.catalog.api.v1.ProductChanged', 'plain');

const webhooks = createWebhooks({ publicKey: 'pem' });

describe('webhooks.on', () => {
  it('infers the entity type from the definition', () => {
    webhooks.on(cartCreated, ({ entity, metadata }) => {
      expectTypeOf(entity).toEqualTypeOf<Cart>();
      expectTypeOf(entity.lineItems[0]!.quantity).toEqualTypeOf<number>();
      expectTypeOf(metadata).toEqualTypeOf<WebhookMetadata>();
      expectTypeOf(metadata.instanceId).toEqualTypeOf<string>();
      expectTypeOf(metadata.identity).toEqualTypeOf<WebhookIdentity>();
      expectTypeOf(metadata.entityId).toEqualTypeOf<string | undefined>();
    });
    webhooks.on(productChanged, ({ data }) => {
      expectTypeOf(data).toEqualTypeOf<ProductChanged>();
    });
  });

  it('rejects handlers that use the wrong entity type', () => {
    // @ts-expect-error a Cart has no productId
    webhooks.on(cartCreated, ({ entity }) => entity.productId);
    // @ts-expect-error handlers get one argument object, not a string
    webhooks.on(cartCreated, (args: string) => args);
  });

  it('narrows to exact per-kind arguments when the definition kind is a literal type', () => {
    const cartDeleted = deletedEvent<Cart>('wix.ecom.v1.cart_deleted');
    webhooks.on(cartDeleted, (args) => {
      expectTypeOf(args).toEqualTypeOf<DeletedEventArgs<Cart>>();
      expectTypeOf(args.entity).toEqualTypeOf<Cart | undefined>();
    });
    type Updated = EventDefinition<Cart> & { readonly kind: 'updated' };
    expectTypeOf<WebhookHandlerArgs<Updated>>().toEqualTypeOf<UpdatedEventArgs<Cart>>();
    type Action = EventDefinition<{ sessionId: string }> & { readonly kind: 'action' };
    expectTypeOf<WebhookHandlerArgs<Action>>().toEqualTypeOf<DataEventArgs<{ sessionId: string }>>();
    // @ts-expect-error an action handler gets data, not entity
    webhooks.on({} as Action, ({ entity }) => entity);
  });

  it('returns an unsubscribe function; process resolves to a result', () => {
    expectTypeOf(webhooks.on(cartCreated, () => {})).toEqualTypeOf<() => void>();
    expectTypeOf(webhooks.process('jwt')).resolves.toEqualTypeOf<WebhookProcessResult>();
    expectTypeOf(webhooks.processRequest).parameter(0).toEqualTypeOf<Request>();
    expectTypeOf(webhooks.processRequest).returns.resolves.toEqualTypeOf<Response>();
  });
});

describe('service plugins', () => {
  interface Rates {
    getRates(call: ServicePluginRequest<{ n: number }>): Promise<{ rates: number[] }>;
  }
  const rates = defineServicePlugin<Rates>('ecom.shippingRates', { getRates: '/v1/getRates' });

  it('types the implementation from the definition', () => {
    const servicePlugins = createServicePlugins({ publicKey: 'pem' });
    servicePlugins.register(rates, {
      async getRates({ request, metadata }) {
        expectTypeOf(request.n).toEqualTypeOf<number>();
        expectTypeOf(metadata.appExtensionType).toEqualTypeOf<string>();
        return { rates: [request.n] };
      },
    });
    // @ts-expect-error the result must match the method's declared result
    servicePlugins.register(rates, { getRates: async () => ({ rates: ['x'] }) });
    // @ts-expect-error every method needs a path
    defineServicePlugin<Rates>('ecom.shippingRates', {});
  });
});

describe('node adapter', () => {
  it('accepts webhooks and service plugins', () => {
    expectTypeOf(toNodeHandler(webhooks)).toEqualTypeOf<NodeHandler>();
    expectTypeOf(toNodeHandler(createServicePlugins({ publicKey: 'pem' }))).toEqualTypeOf<NodeHandler>();
  });
});
