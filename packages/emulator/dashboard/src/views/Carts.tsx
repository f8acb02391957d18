import type { ControlCart as CartSummary } from '../../../src/modules/control/carts';
import { time, usePoll } from '../api';

/** Current carts (`GET /__emulator/carts`): owner, lines and totals before shipping and tax. */
export function Carts() {
  const [data] = usePoll<{ carts: CartSummary[] }>('carts');
  const carts = data?.carts ?? [];
  return (
    <section>
      <div className="bar">
        <h2>Carts</h2>
        <span className="pill">{carts.length}</span>
      </div>
      {data && carts.length === 0 && <p className="empty">No carts: a shopper's first add-to-cart creates one.</p>}
      <div className="cards">
        {carts.map((cart) => (
          <article key={cart.id} className="card">
            <h3>
              {cart.owner.kind === 'member' ? `Member ${cart.owner.memberId}` : `Visitor ${cart.owner.visitorId}`}
            </h3>
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
          </article>
        ))}
      </div>
    </section>
  );
}
