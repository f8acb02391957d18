/**
 * The storefront page, a server component. Per request: a client whose tokens live in the request's
 * cookies (proxy.ts has already started or renewed the session), the first products page and the
 * current cart fetched here, then handed to client components as initial data; the HTML already
 * shows products and the cart, and the browser hydrates it without re-fetching either.
 */
import { getCurrentCart, isNoCartError, type Cart } from '@storefront-kit/ecom-cart';
import type { CataloguePage } from '@storefront-kit/react';
import { queryProducts, type Product } from '@storefront-kit/stores-catalogue';
import { cookies, headers } from 'next/headers';
import { createServerClient, readOnlyJar } from '../lib/session';
import { PRODUCTS_PAGE_SIZE } from './products';
import { Shop } from './shop';
import { Storefront } from './storefront';

export default async function Page({ searchParams }: { searchParams: Promise<{ login?: string }> }) {
  const { login } = await searchParams;
  const [jar, requestHeaders] = await Promise.all([cookies(), headers()]);
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost';
  const proto = requestHeaders.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http';
  const { client, auth } = createServerClient(readOnlyJar(jar), { secure: proto === 'https' });

  const [products, cart] = await Promise.all([
    // The same request the client's useProducts((q) => q.limit(12), { includeVariants: true }) sends.
    queryProducts(client, { includeVariants: true }).limit(PRODUCTS_PAGE_SIZE).find(),
    // No cart yet is a 404 on the platform: shown as an empty cart.
    getCurrentCart(client).catch((e: unknown): Cart | null => {
      if (isNoCartError(e)) return null;
      throw e;
    }),
  ]);
  // Plain data for the client (the builder's result holds functions).
  const initialProducts: CataloguePage<Product> = {
    items: products.items,
    totalCount: products.totalCount,
    offset: products.offset,
    pageSize: products.pageSize,
    hasNext: products.hasNext(),
    hasPrev: products.hasPrev(),
  };

  return (
    <Storefront origin={`${proto}://${host}`}>
      {login === 'failed' && <p role="alert">Sign-in did not complete. You are still shopping as a visitor.</p>}
      <Shop initialProducts={initialProducts} initialCart={cart} role={auth.getSnapshot().role} />
    </Storefront>
  );
}
