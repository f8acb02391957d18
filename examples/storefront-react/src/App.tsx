import { StorefrontProvider, useCart } from '@storefront-kit/react';
import { useEffect } from 'react';
import { client } from './client';
import { CartDrawer } from './components/CartDrawer';
import { CartUiProvider, useCartUi } from './components/CartUi';
import { Header } from './components/Header';
import { SessionNotice } from './components/SessionNotice';
import { ToastProvider, useToast } from './components/Toasts';
import { useLocation } from './router';
import { Account } from './views/Account';
import { Callback } from './views/Callback';
import { Catalogue } from './views/Catalogue';
import { ProductPage } from './views/ProductPage';
import { ThankYou } from './views/ThankYou';

function Routes() {
  const { path } = useLocation();
  const product = /^\/products\/([^/]+)\/?$/.exec(path);
  if (product) return <ProductPage slug={decodeURIComponent(product[1]!)} />;
  switch (path) {
    case '/':
      return <Catalogue />;
    case '/account':
      return <Account />;
    case '/callback':
      return <Callback />;
    case '/thank-you':
      return <ThankYou />;
    default:
      return (
        <section className="panel">
          <h1>Page not found</h1>
        </section>
      );
  }
}

/** Cart errors become toasts, in the shopper's words. The store itself follows the session. */
function CartEffects() {
  const { error, actions } = useCart();
  const { query } = useLocation();
  const { open } = useCartUi();
  const toast = useToast();

  useEffect(() => {
    if (!error) return;
    toast.error(error, 'Your cart was not updated');
    actions.dismissError();
  }, [error, actions, toast]);

  // The checkout page's "Back to the cart" link.
  const cartParam = query.get('cart');
  useEffect(() => {
    if (cartParam === 'open') open();
  }, [cartParam, open]);
  return null;
}

export function App() {
  return (
    <StorefrontProvider client={client}>
      <ToastProvider>
        <CartUiProvider>
          <Header />
          <SessionNotice />
          <main className="page">
            <Routes />
          </main>
          <footer className="site-footer">
            <p>Fieldnote Supply is a demo shop built with storefront-kit. Orders go to the local platform emulator; nothing is charged.</p>
          </footer>
          <CartDrawer />
          <CartEffects />
        </CartUiProvider>
      </ToastProvider>
    </StorefrontProvider>
  );
}
