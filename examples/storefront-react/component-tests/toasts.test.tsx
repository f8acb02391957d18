// The toasts' rules, through the toast API the shop's code calls: a success dismisses the errors shown
// before it (the shopper's later step worked), and the same message shows once.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from '../src/components/Toasts';

type Toaster = ReturnType<typeof useToast>;
let toast: Toaster;
function Capture() {
  toast = useToast();
  return null;
}
const renderToasts = () =>
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
const shown = () => screen.queryAllByTestId('toast').map((t) => t.textContent?.replace('×', ''));

afterEach(cleanup);

describe('toasts', () => {
  it('a success dismisses the errors before it, not the ones after', () => {
    renderToasts();
    act(() => toast.error(new Error('Coupon NOPE does not exist.'), 'Your cart was not updated'));
    act(() => toast.info('Prices include tax'));
    expect(shown()).toEqual(['Your cart was not updatedCoupon NOPE does not exist.', 'Prices include tax']);
    act(() => toast.success('Classic Tee added to your cart'));
    expect(shown()).toEqual(['Prices include tax', 'Classic Tee added to your cart']);
    act(() => toast.error(new Error('Out of stock.'), 'Your cart was not updated'));
    expect(shown()).toEqual(['Prices include tax', 'Classic Tee added to your cart', 'Your cart was not updatedOut of stock.']);
  });

  it('the same message twice shows once', () => {
    renderToasts();
    act(() => toast.error(new Error('Offline.'), 'Could not load products'));
    act(() => toast.error(new Error('Offline.'), 'Could not load products'));
    expect(shown()).toEqual(['Could not load productsOffline.']);
  });
});
