'use client';
/**
 * The shop: the product grid and the cart, rendered on the server from the initial data the page
 * fetched, then hydrated. The hooks are the SDK's: `useProducts` shows the server's page without a
 * request, `useCart` starts its store with the server's cart (optimistic adds, serialized mutations).
 */
import { STORES_APP_ID, type Cart, type LineItemInput } from '@storefront-kit/ecom-cart';
import { useCart, useProducts, type CataloguePage } from '@storefront-kit/react';
import type { Product } from '@storefront-kit/stores-catalogue';
import { useEffect, useState } from 'react';
import { PRODUCTS_PAGE_SIZE } from './products';

interface ShopProps {
  initialProducts: CataloguePage<Product>;
  initialCart: Cart | null;
  role: string;
}

/** The line to add for a product: its first variant in stock (products with options need one). */
function lineFor(product: Product): LineItemInput | null {
  if (!product.id) return null;
  const variants = product.variants ?? [];
  const variant = variants.find((v) => v.stock?.inStock !== false) ?? (variants.length ? undefined : null);
  if (variant === undefined) return null; // every variant sold out
  return {
    quantity: 1,
    catalogReference: {
      catalogItemId: product.id,
      appId: STORES_APP_ID,
      ...(variant?.id ? { options: { variantId: variant.id } } : {}),
    },
  };
}

export function Shop({ initialProducts, initialCart, role }: ShopProps) {
  const products = useProducts((q) => q.limit(PRODUCTS_PAGE_SIZE), { includeVariants: true, initialData: initialProducts });
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
        <p role="alert">
          {error.message} <button onClick={() => actions.dismissError()}>Dismiss</button>
        </p>
      )}
      <main className="layout">
        <section aria-label="Products" className="grid">
          {products.error && <p role="alert">{products.error.message}</p>}
          {products.items.map((product) => {
            const line = lineFor(product);
            return (
              <article key={product.id} className="card" data-product-slug={product.slug}>
                <h2>{product.name}</h2>
                <p>{product.priceData?.formatted?.discountedPrice ?? product.priceData?.formatted?.price}</p>
                <button disabled={!line || !hydrated} onClick={() => line && void actions.add({ lineItems: [line] })}>
                  {line ? 'Add to cart' : 'Sold out'}
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
