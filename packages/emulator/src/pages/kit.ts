/** What the hosted pages share: sending a rendered page, reading a form, a page's session and URL. */
import type { Context } from 'hono';
import type { EmulatorContext } from '../context';
import { PlatformError } from '../core/platform-error';
import { type FormTarget, messagePage, type RenderedPage } from './html';
import type { FormTokens } from './form-tokens';
import type { PageKind, StoredRedirectSession } from '../redirects/sessions';
import type { IdentityState } from '../identity/state';
import { withQuery } from '../identity/urls';

/** The pages of one emulator: its context, identity state and form tokens. */
export interface Pages {
  ctx: EmulatorContext;
  identity: IdentityState;
  forms: FormTokens;
}

type Status = 200 | 400 | 401 | 403 | 404 | 409 | 503;

/** Answers a rendered page. */
export function send(c: Context, page: RenderedPage, status: Status = 200): Response {
  return c.html(page.html, status, page.headers);
}

/** A text field of a parsed form (`''` when absent or not text). */
export function field(form: Record<string, unknown>, name: string): string {
  const value = form[name];
  return typeof value === 'string' ? value : '';
}

type ErrorDetails = { applicationError?: { description?: string }; validationError?: { fieldViolations?: { field: string; description: string }[] } };

/** The field of a platform error's first field violation, if it has one. */
export function violationField(error: unknown): string | undefined {
  if (!(error instanceof PlatformError)) return undefined;
  return (error.body.details as ErrorDetails | undefined)?.validationError?.fieldViolations?.[0]?.field;
}

/** The text a page shows for a platform error: its first field violation, else its description. Rethrows anything else. */
export function errorText(error: unknown): string {
  if (error instanceof PlatformError) {
    const details = error.body.details as ErrorDetails | undefined;
    const violation = details?.validationError?.fieldViolations?.[0];
    if (violation) return `${violation.field} ${violation.description}`;
    return details?.applicationError?.description ?? error.message;
  }
  throw error;
}

/** The 404 page of an unknown or expired link. */
export function notFound(c: Context): Response {
  return send(c, messagePage({ title: 'Link not valid', text: 'This link is unknown or has expired. Start again from the store.' }), 404);
}

/** The redirect session of the `:id` in the path, when it is of this page's kind. */
export function sessionFor(pages: Pages, c: Context, kind: PageKind): StoredRedirectSession | undefined {
  const session = pages.identity.redirects.get(c.req.param('id') ?? '');
  return session?.kind === kind ? session : undefined;
}

/** The path of a session's page. */
export function pagePath(session: StoredRedirectSession): string {
  return `/__pages/${session.kind}/${session.id}`;
}

/**
 * A form posting to `path` (`/__pages/...`) with its token for the browser of `c`. The action is a path:
 * the form posts to the origin the page was loaded from, whatever name the browser used.
 */
export function formTo(pages: Pages, c: Context, path: string): FormTarget {
  return { action: path, formToken: pages.forms.issue(c, path) };
}

/**
 * A callback URL of a redirect session as the platform answers it: "when redirecting to any callback URL,
 * Wix specifies the boolean `wixMemberLoggedIn` parameter" (the redirects module's typings), `true` when a
 * member is signed in after the flow. Apps start a silent login on `true`.
 */
export function callbackUrl(url: string, memberLoggedIn: boolean, params: Record<string, string> = {}): string {
  return withQuery(url, { ...params, wixMemberLoggedIn: String(memberLoggedIn) });
}

/** Whether the session was created by a member (their sign-in lasts through the flow). */
export function byMember(session: StoredRedirectSession): boolean {
  return session.principal.kind === 'member';
}
