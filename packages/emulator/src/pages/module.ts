/**
 * Hosted HTML pages behind redirect sessions' `fullUrl` (`/__pages/<kind>/<sessionId>`):
 * - `auth`: sign-in (and sign-up + e-mail verification) form; on success a single-use code bound to the
 *   client, redirect URI, PKCE challenge, member and visitor goes back to the redirect URI in the
 *   fragment or query, or by `postMessage` to the exact redirect origin (`web_message`). `prompt: none`
 *   answers at once from the `sessionToken` (or the emulator's site-session cookie), else `login_required`;
 * - `login`: sign-in, then back to `callbacks.postFlowUrl`;
 * - `checkout`: the checkout's lines and total, "Place order", then `thankYouPageUrl?orderId=`;
 * - `logout`: ends the member session (revokes its tokens), then back to `callbacks.postFlowUrl`;
 * - `other`: intents the emulator does not model (bookings, events, ...): a notice and a way back.
 * Plus `/__pages/s/<id>` (short URLs) and `/__pages/recover` (the reset page of recovery e-mails).
 * Pages only redirect to targets validated when the session was created. Every form post must come
 * from its own page: the access layer refuses other sites and origins (`formPostRefusal`), and
 * `./form-tokens.ts` a post without the token its page gave this browser. Each page has its file in this
 * folder (`./kit.ts` and `./html.ts` are what they share).
 */
import type { EmulatorModule } from '../context';
import { identityState } from '../identity/state';
import { registerAuthPage } from './auth';
import { registerCheckoutPage } from './checkout';
import { FormTokens, guardForms } from './form-tokens';
import type { Pages } from './kit';
import { registerLoginPage } from './login';
import { registerLogoutPage } from './logout';
import { registerOtherPage } from './other';
import { registerRecoverPage, registerShortUrls } from './recover';

/** Registers the hosted pages. */
export const pagesModule: EmulatorModule = (app, ctx) => {
  const pages: Pages = { ctx, identity: identityState(ctx), forms: new FormTokens() };
  guardForms(app, pages.forms);
  registerAuthPage(app, pages);
  registerLoginPage(app, pages);
  registerLogoutPage(app, pages);
  registerCheckoutPage(app, pages);
  registerOtherPage(app, pages);
  registerShortUrls(app, pages);
  registerRecoverPage(app, pages);
};
