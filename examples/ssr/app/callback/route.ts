/**
 * The login callback: checks `state` against the pending login's cookie, exchanges the one-time code
 * (with the PKCE verifier) for member tokens, writes them to the session cookie and removes the
 * pending login, then sends the browser back without `code` and `state` in its address bar.
 */
import { isStorefrontError } from '@storefront-kit/http-core';
import { handleRedirectCallback } from '@storefront-kit/identity-oauth';
import { cookies } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { createServerClient, isHttps, nextJar, siteOrigin } from '../../lib/session';

export async function GET(request: NextRequest): Promise<NextResponse> {
  const origin = siteOrigin(request.nextUrl);
  const { auth } = createServerClient(nextJar(await cookies()), { secure: isHttps(request.nextUrl, request.headers) });
  try {
    const { returnTo } = await handleRedirectCallback(auth, request.url);
    return NextResponse.redirect(new URL(returnTo, origin), 303);
  } catch (e) {
    // A replayed or foreign callback, a refused code: stay a visitor. Never log the code.
    console.error(`storefront-kit example: login failed (${isStorefrontError(e) ? e.code : 'unknown error'})`);
    return NextResponse.redirect(`${origin}/?login=failed`, 303);
  }
}
