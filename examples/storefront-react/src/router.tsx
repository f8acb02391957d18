// A tiny router over the History API: a path, its query, `navigate()` and `<Link>`.
import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
window.addEventListener('popstate', notify);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const current = () => window.location.pathname + window.location.search;

/** Goes to a same-origin path without a page load. */
export function navigate(to: string, { replace = false, scroll = true }: { replace?: boolean; scroll?: boolean } = {}): void {
  if (to === current()) return;
  window.history[replace ? 'replaceState' : 'pushState'](null, '', to);
  notify();
  if (scroll) window.scrollTo({ top: 0 });
}

/** The current location, re-rendering on every navigation. */
export function useLocation(): { path: string; query: URLSearchParams; href: string } {
  const href = useSyncExternalStore(subscribe, current, current);
  const url = new URL(href, window.location.origin);
  return { path: url.pathname, query: url.searchParams, href };
}

/** A link handled by the router (modified clicks still open new tabs). */
export function Link({ to, onClick, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={handle} {...rest} />;
}
