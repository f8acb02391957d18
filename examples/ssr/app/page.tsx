/**
 * The storefront page, a server component. Per request: a client whose tokens live in the request's
 * cookies (proxy.ts has already started or renewed the session), the first products page and the
 * current cart fetched here, then handed to client components as initial data; the HTML already
 * shows products and the cart, and the browser hydrates it without re-fetching either.
 */
import { getCurrentCart, isNoCartError, type Cart } from '@storefront-kit/ecom-cart';
import { productsQueryOptions } from '@storefront-kit/react/query-options';
import { cookies, headers } from 'next/headers';
import { createServerClient, readOnlyJar } from '../lib/session';
import { PRODUCTS_PAGE_SIZE } from './products';
import { Shop } from './shop';
import { Storefront } from './storefront';

/** The reads of one page render give up together after 10 s (then app/error.tsx shows). */
const PAGE_READS_TIMEOUT_MS = 10_000;

export default async function Page({ searchParams }: { searchParams: Promise<{ login?: string }> }) {
  const { login } = await searchParams;
  const [jar, requestHeaders] = await Promise.all([cookies(), headers()]);
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost';
  const proto = requestHeaders.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http';
  const { client, auth } = createServerClient(readOnlyJar(jar), { secure: proto === 'https' });

  const signal = AbortSignal.timeout(PAGE_READS_TIMEOUT_MS);
  const [products, cart] = await Promise.all([
    // The very read the client's useProducts({ limit: 12 }) describes: its data is plain (views, cursors).
    productsQueryOptions(client, { limit: PRODUCTS_PAGE_SIZE }).queryFn({ signal }),
    // No cart yet is a 404 on the platform: shown as an empty cart.
    getCurrentCart(client, { signal }).catch((e: unknown): Cart | null => {
      if (isNoCartError(e)) return null;
      throw e;
    }),
  ]);
  const initialProducts = products;

  return (
    <Storefront origin={`${proto}://${host}`}>
      {login === 'failed' && <p role="alert">Sign-in did not complete. You are still shopping as a visitor.</p>}
      <Shop initialProducts={initialProducts} initialCart={cart} role={auth.getSnapshot().role} />
    </Storefront>
  );
}
