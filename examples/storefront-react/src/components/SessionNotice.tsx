// Says so when the member's session ended by itself (the platform refused its refresh token): the
// SDK carries on as a new visitor, and the shopper should know why their cart and badge changed.
import { useSession } from '@storefront-kit/react';
import { auth } from '../client';
import { Link } from '../router';

export function SessionNotice() {
  const { expired, loggedIn } = useSession();
  if (!expired || expired.role !== 'member' || loggedIn) return null;
  return (
    <div className="notice" role="status" data-testid="session-expired">
      <p>
        You were signed out because your session expired. <Link to="/account">Sign in again</Link> to see your cart.
      </p>
      <button type="button" className="icon-button" aria-label="Dismiss" onClick={() => auth.dismissExpired()}>
        ×
      </button>
    </div>
  );
}
