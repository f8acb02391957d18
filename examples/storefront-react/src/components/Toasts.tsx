// Error (and info) toasts. Errors show the typed SDK error's own message.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

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

/** Shows a toast. */
export function useToast() {
  const push = useContext(ToastContext);
  return useMemo(
    () => ({
      error: (message: string, title = 'Something went wrong') => push({ kind: 'error', title, message }),
      info: (message: string) => push({ kind: 'info', message }),
      success: (message: string) => push({ kind: 'success', message }),
    }),
    [push],
  );
}
