import type { ControlCart as CartSummary } from '../../../src/cart/control-routes';
import { time, usePoll } from '../api';

/** What cart V2 answers about the same cart: revision, coupons, delivery method, the `calculate` totals. */
/** Whose cart it is: a shopper's current cart, or a cart made by id (`POST /ecom/v2/carts`) and who made it. */
function holderName(owner: CartSummary['owner']): string {
  if (owner.kind === 'standalone') return owner.buyer ? `Cart by id, made by ${holderName(owner.buyer)}` : 'Cart by id, made by the merchant';
  return owner.kind === 'member' ? `Member ${owner.memberId}` : `Visitor ${owner.visitorId}`;
}

function V2View({ cart }: { cart: CartSummary }) {
  const { revision, coupons, deliveryMethod, totals } = cart.v2;
  const rows: [string, string][] = [
    ['Subtotal', totals.subtotal],
    ...(totals.discount ? [['Discount', `−${totals.discount}`] as [string, string]] : []),
    ['Delivery', totals.delivery],
    ['Tax', totals.tax],
  ];
  return (
    <section className="v2" aria-label={`cart V2 view of ${cart.id}`}>
      <p className="muted">
        <b>As cart V2 calculates it</b> · revision {revision}
        {coupons.map((coupon) => ` · coupon ${coupon.code}`)}
        {deliveryMethod && ` · ${deliveryMethod}`}
      </p>
      <table>
        <tbody>
          {rows.map(([label, amount]) => (
            <tr key={label}>
              <td>{label}</td>
              <td className="num">{amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th>Total with delivery and tax</th>
            <th className="num">{totals.total}</th>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** Current carts (`GET /__emulator/carts`): owner, lines and totals before shipping and tax, and the V2 view of each. */
export function Carts() {
  const [data] = usePoll<{ carts: CartSummary[] }>('carts');
  const carts = data?.carts ?? [];
  return (
    <section>
      <div className="bar">
        <h2>Carts</h2>
        <span className="pill">{carts.length}</span>
      </div>
      <p className="note">
        One cart per shopper for cart V1 and V2: <code>/ecom/v1/carts/current</code> and <code>/ecom/v2/carts/current</code> read and change the same cart (same
        id, lines and revision), so a cart created or changed through either shows here once.
      </p>
      {data && carts.length === 0 && <p className="empty">No carts: a shopper's first add-to-cart (V1) or add-line-items (V2) creates one.</p>}
      <div className="cards">
        {carts.map((cart) => (
          <article key={cart.id} className="card">
            <h3>{holderName(cart.owner)}</h3>
            <p className="muted">
              Cart <code>{cart.id}</code> · updated {time(cart.updatedDate)}
              {cart.checkoutId && ' · checkout started'}
            </p>
            <table>
              <tbody>
                {cart.lines.map((line) => (
                  <tr key={line.id} className={line.available ? '' : 'muted'}>
                    <td>{line.name}</td>
                    <td className="num">
                      {line.quantity} × {line.price}
                    </td>
                    <td className="num">{line.total}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td colSpan={2}>Subtotal</td>
                  <td className="num">{cart.subtotal}</td>
                </tr>
                {cart.discount && (
                  <tr>
                    <td colSpan={2}>Discount{cart.couponCode && ` (${cart.couponCode})`}</td>
                    <td className="num">−{cart.discount}</td>
                  </tr>
                )}
                <tr>
                  <th colSpan={2}>Total before shipping and tax</th>
                  <th className="num">{cart.total}</th>
                </tr>
              </tfoot>
            </table>
            <V2View cart={cart} />
          </article>
        ))}
      </div>
    </section>
  );
}
