/** Typed definition of the redirect-session webhook event, for `@storefront-kit/webhooks`. */
import { createdEvent, type EventDefinition } from '@storefront-kit/http-core';
import type { RedirectSession } from '@storefront-kit/wire/redirects';

/**
 * `wix.headless.v1.redirect_session_created`: a redirect session was created (checkout, login, logout,
 * ...). A domain `created` event: the handler gets the session as `entity` (from `createdEvent.entity`).
 *
 * @example
 * ```ts
 * import { createWebhooks } from '@storefront-kit/webhooks';
 * import { redirectSessionCreated } from '@storefront-kit/redirects';
 * declare const publicKey: string;
 * createWebhooks({ publicKey }).on(redirectSessionCreated, ({ entity, metadata }) => console.log(entity.id, metadata.identity));
 * ```
 */
export const redirectSessionCreated: EventDefinition<RedirectSession, 'created'> = /* @__PURE__ */ createdEvent<RedirectSession>(
  'wix.headless.v1.redirect_session_created',
);
