/**
 * The emulator's hosted pages driven over plain HTTP the way a browser drives them: load the page, keep
 * the cookie it sets, post its form with its hidden fields (the form token among them) to its action.
 * A form posted without loading its page is refused (403), as a cross-site forgery would be.
 */

/** A hosted page's form as a browser holds it after loading the page. */
export interface HostedForm {
  /** The absolute URL the form posts to. */
  action: string;
  /** The `Cookie` header the browser would send with the form: the cookie given, plus the ones the page set. */
  cookie: string;
  /** The form's hidden fields (its `formToken` among them). */
  hidden: Record<string, string>;
}

/** Undoes the escaping of an HTML attribute value written by the hosted pages. */
function unescapeAttribute(value: string): string {
  return value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

/** `name=value` pairs of `cookie` and of the `Set-Cookie` headers of `response` (later ones win). */
function mergeCookies(cookie: string, response: Response): string {
  const jar = new Map<string, string>();
  const add = (pair: string) => {
    const [name, ...value] = pair.trim().split('=');
    if (name) jar.set(name, value.join('='));
  };
  for (const pair of cookie.split(';')) add(pair);
  for (const header of response.headers.getSetCookie()) add(header.split(';')[0]!);
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Loads the hosted page at `pageUrl` (sending `cookie`) and reads its form; throws when the page has none. */
export async function loadHostedForm(pageUrl: string, cookie = ''): Promise<HostedForm> {
  const page = await fetch(pageUrl, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const html = await page.text();
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`The page at ${pageUrl} answered ${page.status} with no form`);
  const hidden: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    hidden[unescapeAttribute(name!)] = unescapeAttribute(value!);
  }
  return { action: new URL(unescapeAttribute(action), pageUrl).href, cookie: mergeCookies(cookie, page), hidden };
}

/**
 * Loads the hosted page at `pageUrl` and posts its form with `fields` over its hidden ones; answers the
 * response unfollowed (a redirect's `Location` is the page's answer). `headers` are added to the post.
 */
export async function submitHostedForm(
  pageUrl: string,
  fields: Record<string, string>,
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const form = await loadHostedForm(pageUrl, options.cookie);
  return fetch(form.action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(form.cookie ? { cookie: form.cookie } : {}), ...options.headers },
    body: new URLSearchParams({ ...form.hidden, ...fields }),
  });
}
