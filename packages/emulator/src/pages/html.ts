/**
 * HTML of the hosted pages (login, sign-up, verification, checkout, logout, silent-login responder):
 * small, self-contained (inline CSS, no external assets), every interpolated value escaped, and a strict
 * Content-Security-Policy (scripts only by nonce, framing only where the flow needs it).
 */
import type { CheckoutReceipt } from '../core/services';
import { base64Encode } from '../core/base64';
import { randomBytes } from '../core/web-crypto';

/** Cookie holding the emulator's site session (set by the hosted login pages, cleared on logout). */
export const SESSION_COOKIE = 'emulator_site_session';

/** Escapes text for HTML element content and quoted attribute values. */
function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** JSON safe to embed in an inline `<script>` (no `</script>`, no line separators). */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

const STYLE = `
:root{color-scheme:light dark;--fg:#1b1b1f;--bg:#f6f6f8;--card:#fff;--accent:#2952cc;--err:#b3261e;--muted:#5c5c66}
@media (prefers-color-scheme:dark){:root{--fg:#ececf1;--bg:#16161a;--card:#222228;--accent:#8fa8ff;--err:#ffb4ab;--muted:#a9a9b3}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:var(--card);border-radius:12px;box-shadow:0 1px 3px rgb(0 0 0/.15)}
main{overflow-wrap:anywhere}@media (max-width:30rem){main{margin:1rem;padding:1.25rem}}
h1{font-size:1.4rem;margin:0 0 1rem}p{margin:.5rem 0}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid var(--muted);border-radius:6px;background:transparent;color:inherit}
button{margin-top:1.25rem;width:100%;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:var(--accent);border:0;border-radius:6px;cursor:pointer}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}a{color:var(--accent)}
.error{color:var(--err);font-weight:600}.muted{color:var(--muted);font-size:.9rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{text-align:left;padding:.4rem 0;border-bottom:1px solid var(--muted)}td.num,th.num{text-align:right}tfoot th{font-weight:400}tfoot td,tfoot th{border:0;padding:.2rem 0}tr.grand th,tr.grand td{font-weight:700;border-top:1px solid var(--muted);padding-top:.5rem}
`;

/**
 * The script of a page with a form: the form is sent once. Its buttons are disabled (and say so) once it
 * is submitted, and a submit while the answer is on its way is dropped, so "Place order" pressed twice on a
 * slow connection places one order. A page shown again from the back/forward cache is enabled again.
 */
const SUBMIT_ONCE = `document.addEventListener('submit',function(e){var f=e.target;if(f.getAttribute('aria-busy')==='true'){e.preventDefault();return;}f.setAttribute('aria-busy','true');setTimeout(function(){f.querySelectorAll('button').forEach(function(b){b.disabled=true;});});});
window.addEventListener('pageshow',function(e){if(!e.persisted)return;document.querySelectorAll('form').forEach(function(f){f.removeAttribute('aria-busy');f.querySelectorAll('button').forEach(function(b){b.disabled=false;});});});`;

/** A rendered page: HTML and the response headers it needs. */
export interface RenderedPage {
  html: string;
  headers: Record<string, string>;
}

/**
 * The page shell. `frameAncestors` is the CSP `frame-ancestors` source (default `'none'`); `script` is
 * inline JavaScript run under a fresh nonce.
 */
function renderPage(input: { title: string; main: string; script?: string; frameAncestors?: string }): RenderedPage {
  const nonce = base64Encode(randomBytes(16));
  const script = input.script === undefined ? '' : `<script nonce="${nonce}">${input.script}</script>`;
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self'", // the emulator's icon (`/favicon.ico`), which browsers ask for on every page
    `script-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    `frame-ancestors ${input.frameAncestors ?? "'none'"}`,
  ].join('; ');
  return {
    html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="same-origin"><title>${escapeHtml(input.title)}</title><style>${STYLE}</style></head>
<body><main>${input.main}</main>${script}</body></html>`,
    headers: {
      'Content-Security-Policy': csp,
      'Cache-Control': 'no-store',
      // No URL of a page (its session id) leaves the emulator; `no-referrer` would also make the browser
      // send `Origin: null` with the page's own form, which the form check refuses.
      'Referrer-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
    },
  };
}

/** A page holding one of the hosted forms (sent once: `SUBMIT_ONCE`). */
function formPage(title: string, main: string): RenderedPage {
  return renderPage({ title, main, script: SUBMIT_ONCE });
}

/** The hidden field of a form's token. */
export const FORM_TOKEN_FIELD = 'formToken';

/** Where a form posts and the token that proves it was loaded from its page (`./form-tokens.ts`). */
export interface FormTarget {
  action: string;
  formToken: string;
}

/** The opening tag of a hosted page's form and its token field. */
function formStart(form: FormTarget): string {
  return `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="${FORM_TOKEN_FIELD}" value="${escapeHtml(form.formToken)}">`;
}

/**
 * A labelled input named as its id. With `error`, the message stands right after it and is its
 * description (`aria-describedby`), the input marked `aria-invalid` and focused: a screen reader reads it
 * with the field, and the shopper types the correction without looking for it.
 */
function inputField(input: { id: string; label: string; attributes: string; error?: string | undefined }): string {
  const invalid = input.error === undefined ? '' : ` aria-invalid="true" aria-describedby="${input.id}-error" autofocus`;
  const error = input.error === undefined ? '' : `<p id="${input.id}-error" class="error" role="alert">${escapeHtml(input.error)}</p>`;
  return `<label for="${input.id}">${input.label}</label><input id="${input.id}" name="${input.id}" ${input.attributes}${invalid}>${error}`;
}

/** The sign-in form (POSTs `email` and `password` to `action`). */
export function loginFormPage(input: FormTarget & { error?: string; email?: string; signupHref?: string }): RenderedPage {
  const signup = input.signupHref === undefined ? '' : `<p class="muted">No account yet? <a href="${escapeHtml(input.signupHref)}">Create one</a></p>`;
  return formPage(
    'Sign in',
    `<h1>Sign in</h1>
${formStart(input)}
<input type="hidden" name="mode" value="login">
${inputField({ id: 'email', label: 'E-mail', attributes: `type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"` })}
${inputField({ id: 'password', label: 'Password', attributes: 'type="password" autocomplete="current-password" required', error: input.error })}
<button type="submit">Sign in</button></form>${signup}
<p class="muted">Local emulator page.</p>`,
  );
}

/** The sign-up form (POSTs `mode=signup`, `email`, `password`); `error` stands after `errorField` (default `email`). */
export function signupFormPage(input: FormTarget & { error?: string; errorField?: 'email' | 'password'; email?: string; loginHref: string }): RenderedPage {
  return formPage(
    'Create an account',
    `<h1>Create an account</h1>
${formStart(input)}
<input type="hidden" name="mode" value="signup">
${inputField({ id: 'email', label: 'E-mail', attributes: `type="email" autocomplete="email" required value="${escapeHtml(input.email ?? '')}"`, error: input.errorField === 'password' ? undefined : input.error })}
${inputField({ id: 'password', label: 'Password', attributes: 'type="password" autocomplete="new-password" required minlength="4"', error: input.errorField === 'password' ? input.error : undefined })}
<button type="submit">Create account</button></form>
<p class="muted">Have an account? <a href="${escapeHtml(input.loginHref)}">Sign in</a></p>`,
  );
}

/** The e-mail verification form (POSTs `mode=verify`, `stateToken`, `code`, and `email`, the address it names, to show it again with an error). */
export function verifyFormPage(input: FormTarget & { stateToken: string; email: string; error?: string }): RenderedPage {
  return formPage(
    'Verify your e-mail',
    `<h1>Verify your e-mail</h1>
<p>We sent a 6-digit code to <strong>${escapeHtml(input.email)}</strong> (see the emulator's outbox).</p>
${formStart(input)}
<input type="hidden" name="mode" value="verify"><input type="hidden" name="stateToken" value="${escapeHtml(input.stateToken)}"><input type="hidden" name="email" value="${escapeHtml(input.email)}">
${inputField({ id: 'code', label: 'Code', attributes: 'inputmode="numeric" autocomplete="one-time-code" required pattern="[0-9]{6}"', error: input.error })}
<button type="submit">Verify</button></form>`,
  );
}

/** A page with a message and an optional link. */
export function messagePage(input: { title: string; text: string; link?: { href: string; label: string } }): RenderedPage {
  const link = input.link === undefined ? '' : `<p><a href="${escapeHtml(input.link.href)}">${escapeHtml(input.link.label)}</a></p>`;
  return renderPage({ title: input.title, main: `<h1>${escapeHtml(input.title)}</h1><p>${escapeHtml(input.text)}</p>${link}` });
}

/**
 * The page of a hosted form refused before its route runs (no token, or posted from elsewhere): one
 * "Request refused" page for every reason, `link` back to the form when the emulator knows it.
 */
export function formRefusedPage(text: string, link?: { href: string; label: string }): RenderedPage {
  return messagePage({ title: 'Request refused', text, link });
}

/**
 * The `web_message` responder: posts `message` to its parent (or opener) with the exact
 * `targetOrigin` — never `'*'` — and may only be framed by that origin.
 */
export function webMessagePage(message: Record<string, string>, targetOrigin: string): RenderedPage {
  return renderPage({
    title: 'Signing in',
    main: '<h1>Signing in</h1><p class="muted">You can close this window.</p>',
    frameAncestors: targetOrigin,
    script: `(function(){var m=${jsonForScript(message)};var o=${jsonForScript(targetOrigin)};var w=window.parent!==window?window.parent:window.opener;if(w){w.postMessage(m,o);}})();`,
  });
}

/** The checkout page: lines (quantity x unit price = line total), discount, shipping, tax, total, "Place order". */
export function checkoutPage(input: FormTarget & { receipt: CheckoutReceipt; backHref?: string }): RenderedPage {
  const { lines, subtotal, discount, shipping, tax, total } = input.receipt;
  const row = (label: string, amount: string, testId: string) =>
    `<tr data-testid="${testId}"><th scope="row" colspan="2">${label}</th><td class="num">${escapeHtml(amount)}</td></tr>`;
  const rows = lines
    .map(
      (line) =>
        `<tr data-testid="checkout-line"><td>${escapeHtml(line.name)}${line.options ? `<br><span class="muted" data-testid="checkout-line-options">${escapeHtml(line.options)}</span>` : ''}</td><td class="num">${line.quantity} × ${escapeHtml(line.unitPrice)}</td><td class="num">${escapeHtml(line.total)}</td></tr>`,
    )
    .join('');
  const totals = [
    row('Subtotal', subtotal, 'checkout-subtotal'),
    discount ? row(discount.couponCode ? `Discount (coupon ${escapeHtml(discount.couponCode)})` : 'Discount', discount.amount, 'checkout-discount') : '',
    shipping ? row(`Shipping (${escapeHtml(shipping.title)})`, shipping.amount, 'checkout-shipping') : '',
    row('Tax', tax, 'checkout-tax'),
    `<tr class="grand" data-testid="checkout-total"><th scope="row" colspan="2">Total</th><td class="num">${escapeHtml(total)}</td></tr>`,
  ].join('');
  const back = input.backHref === undefined ? '' : `<p><a href="${escapeHtml(input.backHref)}">Back to the cart</a></p>`;
  return formPage(
    'Checkout',
    `<h1>Checkout</h1>
<table><caption class="muted">Your order</caption><thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty × price</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>${rows}</tbody><tfoot>${totals}</tfoot></table>
${formStart(input)}<button type="submit">Place order</button></form>${back}
<p class="muted">Local emulator page: no payment is taken.</p>`,
  );
}

/** The password reset form of a recovery link (POSTs `recoveryToken` and `password`). */
export function resetPasswordPage(input: FormTarget & { recoveryToken: string; error?: string }): RenderedPage {
  return formPage(
    'Choose a new password',
    `<h1>Choose a new password</h1>
${formStart(input)}
<input type="hidden" name="recoveryToken" value="${escapeHtml(input.recoveryToken)}">
${inputField({ id: 'password', label: 'New password', attributes: 'type="password" autocomplete="new-password" required minlength="4"', error: input.error })}
<button type="submit">Save password</button></form>`,
  );
}
