'use client';
/**
 * The browser side of the storefront: one client per page load (created once, in `useState`), whose
 * three platform hosts are this app's own route handler (`app/api/storefront/...`). It carries no
 * auth strategy and no tokens: the server adds them from the httpOnly session cookie.
 */
import { createClient } from '@storefront-kit/http-core';
import { StorefrontProvider } from '@storefront-kit/react';
import { useState, type ReactNode } from 'react';

export function Storefront({ origin, children }: { origin: string; children: ReactNode }) {
  const [client] = useState(() => {
    // In the browser its own origin; while server-rendering the origin of the request (the client
    // is not used there: products and cart arrive as initial data).
    const base = `${typeof window === 'undefined' ? origin : window.location.origin}/api/storefront`;
    return createClient({ hosts: { api: `${base}/api`, readOnly: `${base}/readonly`, edge: `${base}/edge` } });
  });
  return <StorefrontProvider client={client}>{children}</StorefrontProvider>;
}
