/**
 * Per-form tokens against cross-site request forgery, for browsers that send neither `Origin` nor
 * `Sec-Fetch-Site` (the access layer refuses the others first, `formPostRefusal`). A page with a form
 * gives the browser a random cookie (`HttpOnly`, `SameSite=Lax`, so a cross-site POST does not carry it)
 * and the form a hidden token: an HMAC of that cookie and the path the form posts to, under a key of this
 * emulator. Every `POST` under `/__pages/` must carry both, matching, before its route runs: a page elsewhere
 * can read neither the cookie nor the token, nor make one without the key.
 */
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64UrlEncode, utf8Bytes } from '../core/base64';
import { randomBytes } from '../core/web-crypto';
import { safeEqual } from '../identity/crypto';
import { isPagePath } from '../http/access';
import { FORM_TOKEN_FIELD, formRefusedPage } from './html';

/** The cookie a form's token is bound to (one per browser; only the hosted pages see it). */
const FORM_COOKIE = 'emulator_form';
/** A cookie value this emulator gives out: 32 random bytes in base64url. */
const COOKIE_VALUE = /^[\w-]{43}$/;

/** Issues and checks the form tokens of one emulator. */
export class FormTokens {
  readonly #key = randomBytes(32);

  #tokenOf(cookie: string, path: string): string {
    return base64UrlEncode(hmac(sha256, this.#key, utf8Bytes(`${cookie}\n${path}`)));
  }

  /** The token of a form posting to `path` (`/__pages/...`), for the browser of `c`; gives it the cookie when it has none. */
  issue(c: Context, path: string): string {
    let cookie = getCookie(c, FORM_COOKIE);
    if (cookie === undefined || !COOKIE_VALUE.test(cookie)) {
      cookie = base64UrlEncode(randomBytes(32));
      setCookie(c, FORM_COOKIE, cookie, { path: '/__pages/', httpOnly: true, sameSite: 'Lax' });
    }
    return this.#tokenOf(cookie, path);
  }

  /** Whether the form posted to `c`'s path carries the token of that path for the browser's cookie. */
  async verify(c: Context): Promise<boolean> {
    const cookie = getCookie(c, FORM_COOKIE);
    const token = (await c.req.parseBody())[FORM_TOKEN_FIELD];
    if (cookie === undefined || !COOKIE_VALUE.test(cookie) || typeof token !== 'string') return false;
    return safeEqual(token, this.#tokenOf(cookie, c.req.path));
  }
}

/**
 * Where the refusal page links back to: the hosted page the form came from when the browser names it
 * (`Referer`, sent for same-origin posts only: `Referrer-Policy: same-origin`), with its query (a recovery
 * link's token); else the page at the form's own path. A loaded page gives the browser a fresh token.
 */
function formPageOf(c: Context): string {
  const referer = c.req.header('referer');
  const url = referer === undefined || !URL.canParse(referer) ? undefined : new URL(referer);
  if (url && url.origin === new URL(c.req.url).origin && isPagePath(url.pathname)) return url.pathname + url.search;
  return c.req.path;
}

/** Refuses, before its route runs, every `POST` under `/__pages/` whose form token is missing or wrong (403, nothing changed). */
export function guardForms(app: Hono, tokens: FormTokens): void {
  app.post('/__pages/*', async (c, next) => {
    if (await tokens.verify(c)) return next();
    const text =
      'This form was not sent from its page in this browser (its security token is missing or does not match), so nothing was changed. Load the form again and retry; if it keeps happening, allow cookies for this site.';
    const page = formRefusedPage(text, { href: formPageOf(c), label: 'Back to the form' });
    return c.html(page.html, 403, page.headers);
  });
}
