// Whether the cart drawer is open (the cart itself is the SDK's cart store, through useCart).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface CartUi {
  isOpen: boolean;
  open(): void;
  close(): void;
}

const CartUiContext = createContext<CartUi>({ isOpen: false, open() {}, close() {} });

export function CartUiProvider({ children, initiallyOpen = false }: { children: ReactNode; initiallyOpen?: boolean }) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
  return <CartUiContext.Provider value={value}>{children}</CartUiContext.Provider>;
}

export const useCartUi = () => useContext(CartUiContext);
