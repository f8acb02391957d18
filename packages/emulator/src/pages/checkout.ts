/**
 * The `checkout` page: the checkout's lines and total, "Place order", then `thankYouPageUrl?orderId=`.
 * Every callback carries `wixMemberLoggedIn`: `true` for a member's order (the redirect session was
 * created with a member token), as on the platform: apps start a silent login on it.
 */
import type { Hono } from 'hono';
import { checkoutPage, messagePage } from './html';
import { byMember, callbackUrl, formTo, notFound, pagePath, type Pages, send, sessionFor } from './kit';

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
      const link = thanks ? { href: callbackUrl(thanks, byMember(session)), label: 'Continue' } : undefined;
      return send(c, messagePage({ title: 'Order placed', text: 'This order was already placed.', link }));
    }
    const cartPage = session.request.callbacks?.cartPageUrl;
    return send(c, checkoutPage({ ...formTo(pages, c, pagePath(session)), receipt, backHref: cartPage && callbackUrl(cartPage, byMember(session)) }));
  });

  app.post('/__pages/checkout/:id', (c) => {
    const session = sessionFor(pages, c, 'checkout');
    if (!session) return notFound(c);
    const result = ctx.services.checkout?.complete(session.request.ecomCheckout!.checkoutId);
    if (!result) return notFound(c);
    const callbacks = session.request.callbacks;
    c.header('Cache-Control', 'no-store');
    if (callbacks?.thankYouPageUrl) return c.redirect(callbackUrl(callbacks.thankYouPageUrl, byMember(session), { orderId: result.orderId }), 302);
    if (callbacks?.postFlowUrl) return c.redirect(callbackUrl(callbacks.postFlowUrl, byMember(session)), 302);
    return send(c, messagePage({ title: 'Thank you', text: `Order ${result.orderId} was placed.` }));
  });
}
