'use client';
/**
 * What a shopper sees when the page's platform reads fail: the platform answers 5xx, or it is slower
 * than the page's 10 s budget (page.tsx). A plain sentence and "Try again", never the error's detail:
 * Next sends the browser only a digest, the reference the server logged the error under. "Try again"
 * loads the page anew (Next's `retry` did not render a page whose first server render failed).
 */
export default function ShopError({ error }: { error: unknown }) {
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : undefined;
  return (
    <main className="error-page" role="alert">
      <h1>The shop is unavailable right now</h1>
      <p>We could not load the products or your cart. Nothing in your cart is lost: please try again in a moment.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
      {digest && <p className="muted">Reference: {digest}</p>}
    </main>
  );
}
