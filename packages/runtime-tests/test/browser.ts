/**
 * A browser's share of a server-rendered session, for any runtime: keeps the cookies the storefront
 * sets, sends them back, and reads the page's JSON island.
 */
import type { PageData } from '../fixtures/storefront.ts';

export interface Visit {
  status: number;
  /** The response's `Set-Cookie` headers. */
  setCookie: string[];
  location: string | null;
  /** The rendered page's data (`GET /`). */
  page: PageData | undefined;
}

/** `send` is the runtime's way in (`fetch` to workerd, the edge VM's `dispatchFetch`). */
export function browser(origin: string, send: (url: string, init: RequestInit) => Promise<Response>) {
  const jar = new Map<string, string>();
  return {
    jar,
    async visit(method: 'GET' | 'POST', path: string): Promise<Visit> {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await send(origin + path, { method, headers: cookie ? { cookie } : {}, redirect: 'manual' });
      const body = await response.text();
      if (response.status >= 500) throw new Error(`${method} ${path} answered ${response.status}:\n${body}`);
      const setCookie = response.headers.getSetCookie();
      for (const header of setCookie) {
        const pair = header.slice(0, header.indexOf(';'));
        const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
        if (/;\s*Max-Age=0\b/i.test(header)) jar.delete(name);
        else jar.set(name, value);
      }
      const island = /<script type="application\/json" id="page">(.*?)<\/script>/s.exec(body)?.[1];
      return { status: response.status, setCookie, location: response.headers.get('location'), page: island ? (JSON.parse(island) as PageData) : undefined };
    },
  };
}
