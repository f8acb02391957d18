// The OAuth redirect target (/callback): the SDK checks the state, exchanges the code once and stores
// the member tokens; then back to where the shopper started.
import { handleRedirectCallback } from '@storefront-kit/identity-oauth';
import { useEffect, useState } from 'react';
import { auth } from '../client';
import { ErrorText } from '../components/ErrorText';
import { useToast } from '../components/Toasts';
import { Link, navigate } from '../router';

// Once per page load: the code is single-use, and React's StrictMode runs effects twice in development.
let finishing: Promise<{ returnTo: string }> | undefined;

export function Callback() {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const toast = useToast();
  useEffect(() => {
    finishing ??= handleRedirectCallback(auth);
    let live = true;
    finishing.then(
      ({ returnTo }) => {
        if (!live) return;
        toast.success('Welcome back! You are signed in.');
        navigate(returnTo, { replace: true });
      },
      (e: unknown) => {
        if (!live) return;
        setFailure({ error: e });
        toast.error(e, 'Sign-in failed');
      },
    );
    return () => {
      live = false;
    };
  }, [toast]);

  return (
    <section className="panel account" aria-busy={!failure}>
      {failure ? (
        <>
          <h1>Sign-in did not finish</h1>
          <div role="alert">
            <ErrorText error={failure.error} />
          </div>
          <Link to="/account" className="button">
            Try again
          </Link>
        </>
      ) : (
        <>
          <span className="spinner spinner-large" aria-hidden="true" />
          <h1>Signing you in…</h1>
        </>
      )}
    </section>
  );
}
