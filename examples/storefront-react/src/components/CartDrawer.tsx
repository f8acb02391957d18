// The cart drawer: lines with optimistic quantity changes, coupon, a totals estimate with shipping
// options, and the checkout hand-off (a redirect session to the platform's checkout page). Every rule
// (optimism, ordering, rollback) is the SDK cart store's; this file only renders it.
import type { EstimateTotalsResponse, LineItem, SelectedShippingOption } from '@storefront-kit/ecom-cart';
import { useCart } from '@storefront-kit/react';
import { createFocusTrap } from 'focus-trap';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { siteUrl } from '../client';
import { money, plural } from '../format';
import { Link } from '../router';
import { useCartUi } from './CartUi';
import { Skeleton } from './Skeleton';

const lineCount = (lines: LineItem[] | undefined) => lines?.reduce((n, line) => n + (line.quantity ?? 0), 0) ?? 0;

/** Number of items in the cart (optimistic). */
export function useCartCount(): number {
  return lineCount(useCart().cart?.lineItems);
}

export function CartDrawer() {
  const { isOpen, close } = useCartUi();
  const { cart, serverCart, loaded, pending, estimate, actions } = useCart();
  const [shipping, setShipping] = useState<SelectedShippingOption | undefined>();
  const [checkingOut, setCheckingOut] = useState(false);
  const estimated = useRef('');
  const panel = useRef<HTMLElement>(null);
  const lines = cart?.lineItems ?? [];
  const currency = cart?.currency ?? 'USD';

  // Estimate the totals whenever the confirmed cart or the chosen shipping option changes.
  const estimateKey = serverCart?.lineItems?.length ? `${serverCart.id}:${serverCart.revision}:${shipping?.carrierId}:${shipping?.code}` : '';
  // Also when the store dropped a stale estimate for the same cart (never twice for a failed one).
  const haveEstimate = estimate !== null;
  const failed = useRef('');
  useEffect(() => {
    if (!isOpen || !estimateKey || pending > 0) return;
    if (estimated.current === estimateKey && (haveEstimate || failed.current === estimateKey)) return;
    estimated.current = estimateKey;
    const key = estimateKey;
    void actions.estimate(shipping ? { selectedShippingOption: shipping } : {}).then((result) => {
      if (!result.ok) failed.current = key;
    });
  }, [isOpen, estimateKey, pending, shipping, actions, haveEstimate]);

  // A modal dialog for the keyboard too: focus moves in when it opens, Tab and Shift+Tab go round its
  // controls while it is open, and closing it puts focus back on what opened it (focus-trap does the
  // three). Clicks outside still reach the scrim (which closes it) and the toasts.
  useEffect(() => {
    if (!isOpen || !panel.current) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    const trap = createFocusTrap(panel.current, {
      initialFocus: panel.current,
      fallbackFocus: panel.current,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
    }).activate();
    return () => {
      window.removeEventListener('keydown', onKey);
      trap.deactivate();
    };
  }, [isOpen, close]);

  const checkout = async () => {
    setCheckingOut(true);
    const result = await actions.checkout({
      channelType: 'WEB',
      ...(shipping ? { selectedShippingOption: shipping } : {}),
      callbacks: { thankYouPageUrl: siteUrl('/thank-you'), postFlowUrl: siteUrl('/'), cartPageUrl: siteUrl('/?cart=open') },
    });
    if (result.ok) window.location.assign(result.value.url);
    else setCheckingOut(false); // the error toast shows the store's error
  };

  const current = estimate && estimate.cart?.id === serverCart?.id ? estimate : null;
  const stale = pending > 0 || !current;

  return (
    <>
      <div className={`scrim ${isOpen ? 'scrim-open' : ''}`} onClick={close} aria-hidden="true" />
      <aside
        ref={panel}
        tabIndex={-1}
        className={`drawer ${isOpen ? 'drawer-open' : ''}`}
        aria-label="Cart"
        aria-hidden={!isOpen}
        aria-modal="true"
        role="dialog"
        data-testid="cart-drawer"
        inert={!isOpen}
      >
        <header className="drawer-header">
          <h2>
            Your cart{' '}
            <span className="muted small" data-testid="cart-count-label">
              {plural(lineCount(lines), 'item')}
            </span>
          </h2>
          <div className="drawer-header-side">
            {pending > 0 && <span className="spinner" role="status" aria-label="Saving" data-testid="cart-pending" />}
            <button type="button" className="icon-button" aria-label="Close cart" onClick={close}>
              ×
            </button>
          </div>
        </header>

        {!loaded && lines.length === 0 ? (
          <div className="drawer-body">
            {[0, 1].map((i) => (
              <div key={i} className="line">
                <Skeleton className="line-image" />
                <div className="line-main">
                  <Skeleton className="skeleton-line" style={{ width: '60%' }} />
                  <Skeleton className="skeleton-line" style={{ width: '30%' }} />
                </div>
              </div>
            ))}
          </div>
        ) : lines.length === 0 ? (
          <div className="drawer-body drawer-empty">
            <p>Your cart is empty.</p>
            <Link to="/" className="button" onClick={close}>
              Continue shopping
            </Link>
          </div>
        ) : (
          <>
            {/* Lines, coupon and delivery scroll; the totals and the button stay in view below them. */}
            <div className="drawer-body">
              <ul className="lines" aria-label="Cart lines">
                {lines.map((line) => (
                  <CartLine key={line.id} line={line} currency={currency} />
                ))}
              </ul>
              <div className="drawer-summary">
                <Coupon />
                {current && <Delivery estimate={current} shipping={shipping} onShipping={setShipping} stale={stale} />}
              </div>
            </div>
            <footer className="drawer-footer">
              <Totals estimate={current} currency={currency} stale={stale} />
              {/* The store checks out only after the queued changes; the button says so while they are pending. */}
              <button
                type="button"
                className="button button-primary button-wide"
                disabled={checkingOut || pending > 0 || lines.length === 0}
                onClick={() => void checkout()}
                data-testid="checkout"
              >
                {checkingOut ? 'Opening checkout…' : pending > 0 ? 'Saving your cart…' : 'Checkout'}
              </button>
              <p className="muted small center">Secure checkout on the platform's hosted page.</p>
            </footer>
          </>
        )}
      </aside>
    </>
  );
}

function CartLine({ line, currency }: { line: LineItem; currency: string }) {
  const { actions, pendingLineIds } = useCart();
  const id = line.id ?? '';
  const quantity = line.quantity ?? 0;
  const optimistic = pendingLineIds.has(id);
  const details = (line.descriptionLines ?? [])
    .map((d) => `${d.name?.original ?? ''}: ${d.plainText?.original ?? d.colorInfo?.original ?? ''}`)
    .filter((t) => t !== ': ');
  const unit = line.price?.amount;
  const status = line.availability?.status;
  return (
    <li className={`line ${optimistic ? 'line-optimistic' : ''}`} data-testid="cart-line" aria-busy={optimistic}>
      {line.image?.url ? <img className="line-image" src={line.image.url} alt="" width={72} height={72} /> : <span className="line-image" />}
      <div className="line-main">
        <div className="line-top">
          <p className="line-name">{line.productName?.original ?? line.productName?.translated}</p>
          <p className="line-total" data-testid="line-total">
            {unit !== undefined ? money(Number(unit) * quantity, currency) : ''}
          </p>
        </div>
        {details.length > 0 && <p className="muted small">{details.join(' · ')}</p>}
        {status && status !== 'AVAILABLE' && (
          <p className="stock stock-warn small">{status === 'NOT_AVAILABLE' ? 'Out of stock' : `Only ${line.availability?.quantityAvailable ?? 0} left`}</p>
        )}
        <div className="line-actions">
          <div className="stepper stepper-small">
            <button
              type="button"
              aria-label={`Decrease ${line.productName?.original}`}
              onClick={() => void (quantity <= 1 ? actions.remove(id) : actions.changeQuantity(id, -1))}
            >
              −
            </button>
            <output aria-label="Quantity" data-testid="line-quantity">
              {quantity}
            </output>
            <button type="button" aria-label={`Increase ${line.productName?.original}`} onClick={() => void actions.changeQuantity(id, 1)}>
              +
            </button>
          </div>
          <span className="muted small">{unit !== undefined && `${money(unit, currency)} each`}</span>
          <button type="button" className="link-button" onClick={() => void actions.remove(id)}>
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}

function Coupon() {
  const { cart, actions } = useCart();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const applied = cart?.appliedDiscounts?.find((d) => d.coupon)?.coupon;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    const result = await actions.applyCoupon(code);
    setBusy(false);
    if (result.ok) setCode('');
  };
  if (applied) {
    return (
      <div className="coupon-applied" data-testid="coupon-applied">
        <span className="tag">{applied.code}</span>
        <span className="muted small">{applied.name}</span>
        <button type="button" className="link-button" onClick={() => void actions.removeCoupon()}>
          Remove
        </button>
      </div>
    );
  }
  return (
    <form className="coupon" onSubmit={(e) => void submit(e)}>
      <input aria-label="Coupon code" placeholder="Coupon code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" />
      <button type="submit" className="button" disabled={busy || !code.trim()}>
        Apply
      </button>
    </form>
  );
}

function Delivery({
  estimate,
  shipping,
  onShipping,
  stale,
}: {
  estimate: EstimateTotalsResponse;
  shipping: SelectedShippingOption | undefined;
  onShipping(option: SelectedShippingOption): void;
  stale: boolean;
}) {
  const cur = estimate.currency ?? 'USD';
  const selected = estimate.shippingInfo?.selectedCarrierServiceOption;
  const options = (estimate.shippingInfo?.carrierServiceOptions ?? []).flatMap((carrier) =>
    (carrier.shippingOptions ?? []).map((option) => ({ carrierId: carrier.carrierId, ...option })),
  );
  if (options.length === 0) return null;
  return (
    <fieldset className={`shipping ${stale ? 'totals-stale' : ''}`}>
      <legend>Delivery</legend>
      {options.map((option) => {
        const checked = shipping
          ? shipping.code === option.code && shipping.carrierId === option.carrierId
          : selected?.code === option.code && selected?.carrierId === option.carrierId;
        return (
          <label key={`${option.carrierId}:${option.code}`} className={`shipping-option ${checked ? 'shipping-option-checked' : ''}`}>
            <input type="radio" name="shipping" checked={checked} onChange={() => onShipping({ carrierId: option.carrierId, code: option.code })} />
            <span className="shipping-title">
              {option.title}
              <span className="muted small">{option.logistics?.deliveryTime}</span>
            </span>
            <span className="shipping-price">{Number(option.cost?.price?.amount ?? 0) === 0 ? 'Free' : money(option.cost?.price?.amount, cur)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

function Totals({ estimate, currency, stale }: { estimate: EstimateTotalsResponse | null; currency: string; stale: boolean }) {
  if (!estimate) {
    return (
      <div className="totals" aria-busy="true" data-testid="totals-loading">
        <Skeleton className="skeleton-line" style={{ width: '100%' }} />
        <Skeleton className="skeleton-line" style={{ width: '100%' }} />
        <Skeleton className="skeleton-line" style={{ width: '60%' }} />
      </div>
    );
  }
  const cur = estimate.currency ?? currency;
  const summary = estimate.priceSummary;
  const discount = Number(summary?.discount?.amount ?? 0);
  const problems = (estimate.violations ?? []).filter((v) => v.severity === 'ERROR' || v.severity === 'WARNING');
  return (
    <div className={`totals ${stale ? 'totals-stale' : ''}`} data-testid="totals">
      <dl>
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="subtotal">{money(summary?.subtotal?.amount, cur)}</dd>
        </div>
        {discount > 0 && (
          <div className="discount">
            <dt>Discount</dt>
            <dd data-testid="discount">−{money(discount, cur)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping</dt>
          <dd data-testid="shipping">{estimate.shippingInfo?.selectedCarrierServiceOption ? money(summary?.shipping?.amount, cur) : '—'}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd data-testid="tax">{money(summary?.tax?.amount, cur)}</dd>
        </div>
        <div className="grand">
          <dt>Estimated total</dt>
          <dd data-testid="total">{money(summary?.total?.amount, cur)}</dd>
        </div>
      </dl>
      {problems.map((v, i) => (
        <p key={i} className={`stock small ${v.severity === 'ERROR' ? 'stock-bad' : 'stock-warn'}`}>
          {v.description}
        </p>
      ))}
    </div>
  );
}
