/**
 * The `checkout` page: the checkout's lines and total, "Place order", then `thankYouPageUrl?orderId=`.
 * A member's order (the redirect session was created with a member token) also carries
 * `wixMemberLoggedIn=true`, as on the platform: apps start a silent login on it.
 */
import type { Hono } from 'hono';
import { checkoutPage, messagePage } from '../../identity/html';
import { withQuery } from '../../identity/urls';
import { notFound, pageUrl, type Pages, send, sessionFor } from './kit';

/** `GET` and `POST /__pages/checkout/:id` (503 without the cart module's checkout service). */
export function registerCheckoutPage(app: Hono, pages: Pages): void {
  const { ctx } = pages;
  app.get('/__pages/checkout/:id', (c) => {
    const session = sessionFor(pages, c, 'checkout');
    if (!session) return notFound(c);
    const checkout = ctx.services.checkout;
    if (!checkout) return send(c, messagePage({ title: 'Checkout unavailable', text: 'The emulator has no checkout service.' }), 503);
    const receipt = checkout.receipt(session.request.ecomCheckout!.checkoutId);
    if (!receipt) return notFound(c);
    if (receipt.completed) {
      const thanks = session.request.callbacks?.thankYouPageUrl ?? session.request.callbacks?.postFlowUrl;
      return send(c, messagePage({ title: 'Order placed', text: 'This order was already placed.', link: thanks ? { href: thanks, label: 'Continue' } : undefined }));
    }
    return send(c, checkoutPage({ action: pageUrl(pages, session), receipt, backHref: session.request.callbacks?.cartPageUrl }));
  });

  app.post('/__pages/checkout/:id', (c) => {
    const session = sessionFor(pages, c, 'checkout');
    if (!session) return notFound(c);
    const result = ctx.services.checkout?.complete(session.request.ecomCheckout!.checkoutId);
    if (!result) return notFound(c);
    const callbacks = session.request.callbacks;
    const member: Record<string, string> = session.principal.kind === 'member' ? { wixMemberLoggedIn: 'true' } : {};
    c.header('Cache-Control', 'no-store');
    if (callbacks?.thankYouPageUrl) return c.redirect(withQuery(callbacks.thankYouPageUrl, { orderId: result.orderId, ...member }), 302);
    if (callbacks?.postFlowUrl) return c.redirect(member.wixMemberLoggedIn ? withQuery(callbacks.postFlowUrl, member) : callbacks.postFlowUrl, 302);
    return send(c, messagePage({ title: 'Thank you', text: `Order ${result.orderId} was placed.` }));
  });
}
