import { useSession } from '@storefront-kit/react';
import { Link, useLocation } from '../router';

/** Where the platform's checkout page sends the shopper after placing the order (`?orderId=`). */
export function ThankYou() {
  const { query } = useLocation();
  const orderId = query.get('orderId');
  // Only a member's e-mail is known here; a visitor may have given none, so nothing is promised to them.
  const email = useSession().member?.email;
  return (
    <section className="panel thanks" data-testid="thank-you">
      <div className="check" aria-hidden="true">
        ✓
      </div>
      <h1>Thank you for your order!</h1>
      {orderId ? (
        <p>
          Your order number is{' '}
          <strong data-testid="order-id" title={orderId}>
            {orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}
          </strong>
          . {email ? `A confirmation is on its way to ${email}.` : 'Keep it for any question about your order.'}
        </p>
      ) : (
        <p>Your order was placed.</p>
      )}
      <Link to="/" className="button button-primary">
        Continue shopping
      </Link>
    </section>
  );
}
