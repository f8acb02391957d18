/**
 * "Sign in" (a form POST, so it works before hydration): a redirect login with PKCE, run on the
 * server. The pending login (its verifier) goes to a one-hour httpOnly cookie keyed by `state`; the
 * browser goes to the platform's hosted login page, which comes back to `/callback?code&state`.
 */
import { isStorefrontError } from '@storefront-kit/http-core';
import { loginWithRedirect } from '@storefront-kit/identity-oauth';
import { cookies } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { createServerClient, isCrossSite, isHttps, nextJar, siteOrigin } from '../../lib/session';

export async function POST(request: NextRequest): Promise<NextResponse> {
  const origin = siteOrigin(request.nextUrl);
  if (isCrossSite(request)) return new NextResponse('Cross-site request refused', { status: 403 });
  const { auth } = createServerClient(nextJar(await cookies()), { secure: isHttps(request.nextUrl, request.headers) });
  try {
    const url = await loginWithRedirect(auth, { redirectUri: `${origin}/callback`, returnTo: '/', navigate: false });
    return NextResponse.redirect(url, 303);
  } catch (e) {
    console.error(`storefront-kit example: login could not start (${isStorefrontError(e) ? e.code : 'unknown error'})`);
    return NextResponse.redirect(`${origin}/?login=failed`, 303);
  }
}
