import { useAuth, useMember, useSession } from '@storefront-kit/react';
import { useEffect, useId, useRef, useState } from 'react';
import { siteUrl } from '../client';
import { Link, navigate, useLocation } from '../router';
import { useCartCount } from './CartDrawer';
import { useCartUi } from './CartUi';
import { useToast } from './Toasts';

/**
 * Who is signed in, by any route: the e-mail the platform answers for the current member (the hosted
 * sign-in page tells the shop nothing else), or the one the shop's own form just used while that read
 * is on its way. The member's name, when the platform has one, is in the tooltip.
 */
export function MemberBadge() {
  const { member } = useMember();
  const signedInWith = useSession().member?.email;
  const email = member?.loginEmail ?? signedInWith;
  const name = [member?.contact?.firstName, member?.contact?.lastName].filter(Boolean).join(' ');
  const who = email ?? (name || undefined);
  return (
    <span className="member-badge" data-testid="member-badge" title={`Signed in as ${name && email ? `${name} (${email})` : (who ?? 'a member')}`}>
      <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
        <path fill="currentColor" d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0H3Z" />
      </svg>
      <span className="member-name">{who ?? 'Signed in'}</span>
    </span>
  );
}

/**
 * The phone menu's state: open and closed by its button, closed again by Escape (focus back on the
 * button), by a click outside the header, by focus leaving it, and by any navigation.
 */
function useMenu(href: string) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  useEffect(() => setOpen(false), [href]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!header.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    // Into the menu: its first link.
    header.current?.querySelector<HTMLElement>('.header-nav a')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);
  return { open, toggle: () => setOpen((was) => !was), close: () => setOpen(false), button, header };
}

export function Header() {
  const session = useSession();
  const auth = useAuth();
  const toast = useToast();
  const { open } = useCartUi();
  const count = useCartCount();
  const { path, query, href } = useLocation();
  const menu = useMenu(href);
  const navId = useId();
  const signInTo = path === '/account' || path === '/callback' ? '/account' : `/account?returnTo=${encodeURIComponent(href)}`;
  const member = session.role === 'member';
  const onSale = path === '/' && query.get('collection') === 'sale';

  const signOut = async () => {
    const url = await auth.logout(siteUrl('/'));
    if (!url && auth.error) toast.error(auth.error, 'Sign-out failed');
  };

  return (
    <header className="site-header" ref={menu.header}>
      <div className="site-header-inner">
        <button
          ref={menu.button}
          type="button"
          className="menu-button"
          aria-expanded={menu.open}
          aria-controls={navId}
          aria-label="Menu"
          onClick={menu.toggle}
          data-testid="menu-button"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d={menu.open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
          </svg>
        </button>
        <Link to="/" className="brand" aria-label="Fieldnote Supply, home">
          <span className="brand-mark" aria-hidden="true">
            F
          </span>
          <span>Fieldnote Supply</span>
        </Link>
        <nav id={navId} className={`header-nav ${menu.open ? 'header-nav-open' : ''}`} aria-label="Main">
          <Link to="/" className={path === '/' && !onSale ? 'active' : undefined} aria-current={path === '/' && !onSale ? 'page' : undefined}>
            Shop
          </Link>
          <Link to="/?collection=sale" className={onSale ? 'active' : undefined} aria-current={onSale ? 'page' : undefined}>
            Sale
          </Link>
          {/* On a phone the header keeps the member's badge and the cart; signing out moves in here. */}
          {member && (
            <button type="button" className="header-nav-phone" onClick={() => void signOut()} disabled={auth.pending}>
              Sign out
            </button>
          )}
        </nav>
        <SearchBox key={query.get('q') ?? ''} initial={query.get('q') ?? ''} />
        <div className="header-actions">
          {member ? (
            <>
              <Link to="/account" className="header-link">
                <MemberBadge />
              </Link>
              <button type="button" className="button button-ghost header-sign-out" onClick={() => void signOut()} disabled={auth.pending}>
                Sign out
              </button>
            </>
          ) : (
            <Link to={signInTo} className="button button-ghost">
              Sign in
            </Link>
          )}
          <button
            type="button"
            className="cart-button"
            onClick={() => {
              menu.close();
              open();
            }}
            aria-label={`Cart, ${count} items`}
            data-testid="cart-button"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M10 21h.01M17 21h.01"
              />
            </svg>
            <span>Cart</span>
            <span className="cart-badge" data-testid="cart-badge">
              {count}
            </span>
          </button>
        </div>
      </div>
    </header>
  );
}

/**
 * The header's search: the catalogue of the results (`/?q=`), on either catalogue version. A search
 * landmark rather than a `<form>`, so the page's forms stay the account and cart forms.
 */
function SearchBox({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const submit = () => {
    const q = text.trim();
    navigate(q ? `/?q=${encodeURIComponent(q)}` : '/');
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark without a <form>: the account page's tests find its sign-in form as the page's only form
    <div role="search" className="header-search">
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
        placeholder="Search products"
        aria-label="Search products"
        enterKeyHint="search"
        data-testid="search-input"
      />
    </div>
  );
}
