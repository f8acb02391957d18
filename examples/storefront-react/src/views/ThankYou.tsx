import { Link, useLocation } from '../router';

/** Where the platform's checkout page sends the shopper after placing the order (`?orderId=`). */
export function ThankYou() {
  const { query } = useLocation();
  const orderId = query.get('orderId');
  return (
    <section className="panel thanks" data-testid="thank-you">
      <div className="check" aria-hidden="true">
        ✓
      </div>
      <h1>Thank you for your order!</h1>
      {orderId ? (
        <p>
          Your order number is <strong data-testid="order-id">{orderId}</strong>. A confirmation is on its way to your inbox.
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
