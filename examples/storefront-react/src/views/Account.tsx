// Sign-in page: the platform's hosted sign-in (redirect), or the custom form (the identity state
// machine, finished by a silent login), or sign-up with the e-mail verification code.
import { useAuth } from '@storefront-kit/react';
import { useEffect, useState, type FormEvent } from 'react';
import { EMULATOR_URL, siteUrl } from '../client';
import { MemberBadge } from '../components/Header';
import { useToast } from '../components/Toasts';
import { loginFailureText } from '../lib/shopper-message';
import { Link, navigate, useLocation } from '../router';

/** The form's failure, announced to screen readers; nothing when there is none. */
function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * `returnTo` from the address, kept only when it is a path of this shop: anyone can send a shopper a
 * link to `/account?returnTo=//other.site`, and "Continue shopping" must not lead there.
 */
const shopPath = (value: string | null): string => (value && /^\/(?![/\\])/.test(value) ? value : '/');

export function Account() {
  const auth = useAuth();
  const toast = useToast();
  const { query } = useLocation();
  const [mode, setMode] = useState<'signin' | 'signup'>(query.get('mode') === 'signup' ? 'signup' : 'signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const returnTo = shopPath(query.get('returnTo'));

  useEffect(() => {
    if (auth.error) toast.error(auth.error, 'Sign-in failed');
  }, [auth.error, toast]);
  useEffect(() => {
    if (auth.loginState === 'SUCCESS' && auth.session.loggedIn) toast.success('Welcome! You are signed in.');
  }, [auth.loginState, auth.session.loggedIn, toast]);

  if (auth.session.role === 'member') {
    return (
      <section className="panel account">
        <MemberBadge />
        <h1>You are signed in</h1>
        <p className="muted">Your cart follows you across devices while you are signed in.</p>
        <div className="row">
          <Link to={returnTo} className="button button-primary">
            Continue shopping
          </Link>
          <button type="button" className="button button-ghost" onClick={() => void auth.logout(siteUrl('/'))}>
            Sign out
          </button>
        </div>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'signin') void auth.login({ email, password });
    else void auth.register({ email, password });
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    void auth.verify(code.trim());
  };
  const resend = () => {
    setCode('');
    void auth.resendCode().then((r) => r?.loginState === 'EMAIL_VERIFICATION_REQUIRED' && toast.success('We sent you a new code.'));
  };
  const hosted = () => void auth.loginWithRedirect({ redirectUri: siteUrl('/callback'), returnTo });
  const switchMode = (next: 'signin' | 'signup') => {
    auth.reset();
    setMode(next);
    navigate(next === 'signup' ? '/account?mode=signup' : '/account', { replace: true, scroll: false });
  };
  const failure = auth.result?.loginState === 'FAILURE' ? loginFailureText(auth.result) : '';

  if (auth.loginState === 'EMAIL_VERIFICATION_REQUIRED' || (auth.loginState === 'FAILURE' && auth.errorCode === 'invalidVerificationCode')) {
    return (
      <section className="panel account">
        <h1>Check your e-mail</h1>
        <p className="muted">
          We sent a 6-digit code to <strong>{email}</strong>. Enter it to finish.
        </p>
        <form onSubmit={verify} className="form">
          <label>
            Verification code
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </label>
          <FormError message={failure} />
          <button type="submit" className="button button-primary button-wide" disabled={auth.pending}>
            {auth.pending ? 'Verifying…' : 'Verify and sign in'}
          </button>
        </form>
        <button type="button" className="button button-ghost button-wide" onClick={resend} disabled={auth.pending}>
          Resend code
        </button>
        <p className="muted small center">
          Local demo: no e-mail is sent; the code is in the{' '}
          <a href={`${EMULATOR_URL}/#outbox`} target="_blank" rel="noreferrer">
            emulator dashboard's outbox
          </a>
          .
        </p>
      </section>
    );
  }

  if (auth.loginState === 'OWNER_APPROVAL_REQUIRED') {
    return (
      <section className="panel account">
        <h1>Almost there</h1>
        <p className="muted">The store owner must approve your account before you can sign in.</p>
      </section>
    );
  }

  return (
    <section className="panel account">
      <div className="tabs" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={mode === 'signin'}
          className={mode === 'signin' ? 'tab tab-active' : 'tab'}
          onClick={() => switchMode('signin')}
        >
          Sign in
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={mode === 'signup'}
          className={mode === 'signup' ? 'tab tab-active' : 'tab'}
          onClick={() => switchMode('signup')}
        >
          Create account
        </button>
      </div>
      <h1>{mode === 'signin' ? 'Welcome back' : 'Create your account'}</h1>
      <form onSubmit={submit} className="form">
        <label>
          E-mail
          <input
            name="email"
            type="email"
            autoComplete={mode === 'signin' ? 'username' : 'email'}
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
            required
            minLength={4}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <FormError message={failure} />
        <button type="submit" className="button button-primary button-wide" disabled={auth.pending}>
          {auth.pending ? 'Please wait…' : mode === 'signin' ? 'Sign in' : 'Create account'}
        </button>
      </form>
      <div className="divider">
        <span>or</span>
      </div>
      <button type="button" className="button button-wide" onClick={hosted} disabled={auth.pending}>
        Use the hosted sign-in page
      </button>
      <p className="muted small center">Demo member: shopper@example.com / storefront-demo</p>
    </section>
  );
}
