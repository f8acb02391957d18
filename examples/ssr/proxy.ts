/**
 * Next.js 16's "proxy" (formerly `middleware.ts`; the file and export were renamed in Next 16).
 * Runs before every page, route handler and server action, on the Node.js runtime.
 *
 * It starts and renews the session: no tokens yet → one anonymous grant (a visitor); an access token
 * within 60 s of expiry → one refresh. Server components cannot set cookies, so this is where new tokens
 * are written, twice:
 * - into the *request* (`request.cookies.set` + `NextResponse.next({ request })`), so the page and the
 *   route handlers rendering this very request already see them (otherwise the first visit would mint
 *   a second visitor while rendering);
 * - into the *response* (`Set-Cookie`), so the browser keeps them: httpOnly, SameSite=Lax, Secure on https.
 */
import { isStorefrontError } from '@storefront-kit/http-core';
import type { CookieAttributes } from '@storefront-kit/identity-oauth';
import { NextResponse, type NextRequest } from 'next/server';
import { createServerClient, isHttps } from './lib/session';

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const writes = new Map<string, { value: string; attributes: CookieAttributes } | null>();
  const { auth } = createServerClient(
    {
      get: (name) => request.cookies.get(name),
      set: (name, value, attributes) => writes.set(name, { value, attributes }),
      delete: (name) => writes.set(name, null),
    },
    { secure: isHttps(request.nextUrl, request.headers) },
  );
  try {
    await auth.generateVisitorTokens();
  } catch (e) {
    // The platform is unreachable: render anyway (the page shows its own error); never log tokens.
    console.error(`storefront-kit example: could not start the session (${isStorefrontError(e) ? e.code : 'unknown error'})`);
  }
  for (const [name, write] of writes) {
    if (write) request.cookies.set(name, write.value);
    else request.cookies.delete(name);
  }
  const response = NextResponse.next({ request: { headers: request.headers } });
  for (const [name, write] of writes) {
    if (write) response.cookies.set(name, write.value, write.attributes);
    else response.cookies.delete(name);
  }
  return response;
}

export const config = {
  // Pages, route handlers and server actions; not the static assets.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|icon.svg).*)'],
};
