import { useAuth, useSession } from '@storefront-kit/react';
import { siteUrl } from '../client';
import { Link, useLocation } from '../router';
import { useCartCount } from './CartDrawer';
import { useCartUi } from './CartUi';
import { useToast } from './Toasts';

/** Who is signed in: the e-mail when the SDK knows it (a sign-in on the shop's own form, not the hosted page). */
export function MemberBadge() {
  const who = useSession().member?.email;
  return (
    <span className="member-badge" data-testid="member-badge" title={`Signed in as ${who ?? 'a member'}`}>
      <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
        <path fill="currentColor" d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0H3Z" />
      </svg>
      <span className="member-name">{who ?? 'Signed in'}</span>
    </span>
  );
}

export function Header() {
  const session = useSession();
  const auth = useAuth();
  const toast = useToast();
  const { open } = useCartUi();
  const count = useCartCount();
  const { path, href } = useLocation();
  const signInTo = path === '/account' || path === '/callback' ? '/account' : `/account?returnTo=${encodeURIComponent(href)}`;
  const member = session.role === 'member';

  const signOut = async () => {
    const url = await auth.logout(siteUrl('/'));
    if (!url && auth.error) toast.error(auth.error, 'Sign-out failed');
  };

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand" aria-label="Fieldnote Supply, home">
          <span className="brand-mark" aria-hidden="true">F</span>
          <span>Fieldnote Supply</span>
        </Link>
        <nav className="header-nav" aria-label="Main">
          <Link to="/" className={path === '/' ? 'active' : undefined}>
            Shop
          </Link>
          <Link to="/?collection=sale" className={undefined}>
            Sale
          </Link>
        </nav>
        <div className="header-actions">
          {member ? (
            <>
              <Link to="/account" className="header-link">
                <MemberBadge />
              </Link>
              <button type="button" className="button button-ghost" onClick={() => void signOut()} disabled={auth.pending}>
                Sign out
              </button>
            </>
          ) : (
            <Link to={signInTo} className="button button-ghost">
              Sign in
            </Link>
          )}
          <button type="button" className="cart-button" onClick={open} aria-label={`Cart, ${count} items`} data-testid="cart-button">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M10 21h.01M17 21h.01" />
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
