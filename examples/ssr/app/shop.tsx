'use client';
/**
 * The shop: the product grid and the cart, rendered on the server from the initial data the page
 * fetched, then hydrated. The hooks are the SDK's: `useProducts` shows the server's page without a
 * request, `useCart` starts its store with the server's cart (optimistic adds, serialized mutations).
 */
import { STORES_APP_ID, type Cart, type LineItemInput } from '@storefront-kit/ecom-cart';
import { isHttpError, type RequestClient } from '@storefront-kit/http-core';
import { useCart, useClient, useProducts, type ProductListPage, type ProductView } from '@storefront-kit/react';
import { catalogueOf } from '@storefront-kit/stores-catalogue/view';
import { useEffect, useState } from 'react';
import { PRODUCTS_PAGE_SIZE } from './products';

interface ShopProps {
  initialProducts: ProductListPage;
  initialCart: Cart | null;
  role: string;
}

/**
 * The line to add for a product: the product itself, or, for one with options, its first variant in
 * stock (a list's views carry no variants: the product is read once, on the click).
 */
async function lineFor(client: RequestClient, product: ProductView): Promise<LineItemInput | null> {
  const reference = { catalogItemId: product.id, appId: STORES_APP_ID };
  if (!product.options.length) return { quantity: 1, catalogReference: reference };
  const variant = (await catalogueOf(client).getProduct(product.id))?.variants.find((v) => v.inStock);
  return variant ? { quantity: 1, catalogReference: { ...reference, options: { variantId: variant.id } } } : null;
}

/**
 * A failed cart change in the shopper's words: the platform's own reason when it refused the change
 * (4xx), a plain sentence when it failed or could not be reached; never the call (method, path), which
 * stays on the error for developers. The request id, when there is one, is a reference for support.
 */
function cartErrorText(error: unknown): string {
  const reason =
    isHttpError(error) && error.status < 500 && error.platformMessage ? error.platformMessage : 'the shop could not reach the platform. Please try again';
  const reference = isHttpError(error) && error.requestId ? ` (reference ${error.requestId})` : '';
  return `Your cart was not updated: ${reason}.${reference}`;
}

export function Shop({ initialProducts, initialCart, role }: ShopProps) {
  const products = useProducts({ limit: PRODUCTS_PAGE_SIZE }, { initialData: initialProducts });
  const client = useClient();
  const { cart, pending, error, actions } = useCart({ initialCart });
  // Marks the page as interactive (the end-to-end test waits for it); set after hydration only.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const count = cart?.lineItems?.reduce((n, line) => n + (line.quantity ?? 0), 0) ?? 0;
  return (
    <div data-hydrated={hydrated ? 'true' : 'false'}>
      <header className="bar">
        <h1>Storefront (SSR)</h1>
        <p>
          Session: <span data-testid="role">{role}</span> · Cart: <strong data-testid="cart-count">{count}</strong> items
          {pending > 0 && <span aria-busy="true"> (saving…)</span>}
        </p>
        {/* Plain form posts to route handlers: they work before hydration and without JavaScript. */}
        <form method="post" action={role === 'member' ? '/logout' : '/login'}>
          <button type="submit">{role === 'member' ? 'Sign out' : 'Sign in'}</button>
        </form>
      </header>
      {error && (
        <p role="alert" className="notice">
          {cartErrorText(error)} <button onClick={() => actions.dismissError()}>Dismiss</button>
        </p>
      )}
      <main className="layout">
        <section aria-label="Products" className="grid">
          {products.error && <p role="alert">{products.error.message}</p>}
          {products.items.map((product) => {
            // `display`: what the pending line shows until the platform answers (a slow one, too).
            const display = [{ productName: product.name, price: String(product.price.amount), formattedPrice: product.price.formatted }];
            const add = () => void lineFor(client, product).then((line) => line && actions.add({ lineItems: [line] }, { display }));
            return (
              <article key={product.id} className="card" data-product-slug={product.slug}>
                <h2>{product.name}</h2>
                <p>{product.price.formatted}</p>
                <button disabled={!product.inStock || !hydrated} onClick={add}>
                  {product.inStock ? 'Add to cart' : 'Sold out'}
                </button>
              </article>
            );
          })}
        </section>
        <aside aria-label="Cart" className="cart">
          <h2>Cart</h2>
          {!cart?.lineItems?.length ? (
            <p>Your cart is empty.</p>
          ) : (
            <ul>
              {cart.lineItems.map((line) => (
                <li key={line.id} data-testid="cart-line">
                  {line.productName?.translated ?? line.productName?.original} × {line.quantity}
                  {line.id && !line.id.startsWith('pending-') && (
                    <button aria-label="Remove" onClick={() => void actions.remove(line.id!)}>
                      ×
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </aside>
      </main>
    </div>
  );
}
