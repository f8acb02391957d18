// Error (and info) toasts. An error toast says what failed in the shopper's words (see shopperMessage).
// Where they show: bottom left on a wide screen; on a narrow one at the top, and while the cart drawer
// is open the drawer starts below them (styles.css, `--toast-stack-height`), so they never cover its
// controls.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { shopperMessage } from '../lib/shopper-message';

export type ToastKind = 'error' | 'info' | 'success';
interface Toast {
  id: number;
  kind: ToastKind;
  title?: string;
  message: string;
}

const ToastContext = createContext<(toast: Omit<Toast, 'id'>) => void>(() => {});

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const push = useCallback(
    (toast: Omit<Toast, 'id'>) => {
      const id = next.current++;
      setToasts((list) => {
        // A success means the shopper's last step worked: an error shown before it is stale. The same
        // message twice shows once (the newer one).
        const kept = list.filter((t) => !(toast.kind === 'success' && t.kind === 'error') && !(t.message === toast.message && t.title === toast.title));
        return [...kept.slice(-3), { ...toast, id }];
      });
      setTimeout(() => dismiss(id), toast.kind === 'error' ? 8000 : 4000);
    },
    [dismiss],
  );
  const stack = useRef<HTMLDivElement>(null);
  // The stack's height, for the layout that keeps the open cart drawer below it.
  useEffect(() => {
    const element = stack.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--toast-stack-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--toast-stack-height');
    };
  }, []);
  return (
    <ToastContext.Provider value={push}>
      {children}
      <div className="toasts" aria-live="polite" ref={stack} data-testid="toasts">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'} data-testid="toast">
            <div>
              {t.title && <strong>{t.title}</strong>}
              <p>{t.message}</p>
            </div>
            <button type="button" className="icon-button" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows a toast. `error` takes the failure itself and shows nothing for an abort. */
export function useToast() {
  const push = useContext(ToastContext);
  return useMemo(
    () => ({
      error: (error: unknown, title = 'Something went wrong') => {
        const message = shopperMessage(error);
        if (message) push({ kind: 'error', title, message: message.text });
      },
      info: (message: string) => push({ kind: 'info', message }),
      success: (message: string) => push({ kind: 'success', message }),
    }),
    [push],
  );
}
