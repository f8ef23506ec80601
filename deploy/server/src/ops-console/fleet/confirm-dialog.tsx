/**
 * The console's confirmation: a modal <dialog> spelling out the change, resolved by Apply or Cancel (Escape
 * cancels). `useConfirm()(title, body)` opens it and resolves true on Apply. One dialog for the whole console
 * (ConfirmProvider), so its ids are unique: the ones the ops e2e suites address (#oc-confirm, #oc-confirm-body, confirm-ok).
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

type Confirm = (title: string, body: ReactNode) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it');
  return confirm;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { confirm, dialog } = useConfirmDialog();
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {dialog}
    </ConfirmContext.Provider>
  );
}

function useConfirmDialog(): { confirm: Confirm; dialog: ReactNode } {
  const ref = useRef<HTMLDialogElement>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const [content, setContent] = useState<{ title: string; body: ReactNode; n: number } | null>(null);
  const confirm = useCallback(
    (title: string, body: ReactNode) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setContent((c) => ({ title, body, n: (c?.n ?? 0) + 1 }));
      }),
    [],
  );
  useEffect(() => {
    const d = ref.current;
    if (!content || !d || d.open) return;
    d.returnValue = '';
    d.showModal();
  }, [content]);
  const onClose = () => {
    const ok = ref.current?.returnValue === 'ok';
    const resolve = resolver.current;
    resolver.current = null;
    resolve?.(ok);
  };
  const dialog = (
    <dialog id="oc-confirm" className="oc-dialog" aria-labelledby="oc-confirm-title" ref={ref} onClose={onClose}>
      <form method="dialog">
        <h2 id="oc-confirm-title">{content?.title ?? 'Confirm change'}</h2>
        <div id="oc-confirm-body">{content?.body}</div>
        <div className="oc-actions">
          <button value="cancel" type="submit">
            Cancel
          </button>
          <button value="ok" type="submit" className="oc-primary" data-testid="confirm-ok">
            Apply
          </button>
        </div>
      </form>
    </dialog>
  );
  return { confirm, dialog };
}
