/**
 * "Sign out" (a form POST): clears the session cookie and pending logins at once, then sends the
 * browser to the platform's logout page, which ends the member's platform session and comes back to
 * `/`, where proxy.ts starts a new visitor.
 */
import { isStorefrontError } from '@storefront-kit/http-core';
import { logout } from '@storefront-kit/identity-oauth';
import { cookies } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { createServerClient, isCrossSite, isHttps, nextJar, siteOrigin } from '../../lib/session';

export async function POST(request: NextRequest): Promise<NextResponse> {
  const origin = siteOrigin(request.nextUrl);
  if (isCrossSite(request)) return new NextResponse('Cross-site request refused', { status: 403 });
  const { auth } = createServerClient(nextJar(await cookies()), { secure: isHttps(request.nextUrl, request.headers) });
  try {
    const { logoutUrl } = await logout(auth, `${origin}/`);
    return NextResponse.redirect(logoutUrl, 303);
  } catch (e) {
    // The local session is gone anyway (logout clears it first).
    console.error(`storefront-kit example: platform logout failed (${isStorefrontError(e) ? e.code : 'unknown error'})`);
    return NextResponse.redirect(`${origin}/`, 303);
  }
}
