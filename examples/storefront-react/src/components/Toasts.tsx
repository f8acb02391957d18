// Error (and info) toasts. An error toast says what failed in the shopper's words (see shopperMessage).
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
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
      setToasts((list) => [...list.slice(-3), { ...toast, id }]);
      setTimeout(() => dismiss(id), toast.kind === 'error' ? 8000 : 4000);
    },
    [dismiss],
  );
  return (
    <ToastContext.Provider value={push}>
      {children}
      <div className="toasts" aria-live="polite">
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
