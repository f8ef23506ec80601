/**
 * The console's confirmation: a modal <dialog> spelling out the change, resolved by Apply or Cancel (Escape
 * cancels). `confirm(title, body)` opens it and resolves true on Apply. Ids and test ids are the ones the ops
 * e2e suites address (#oc-confirm, #oc-confirm-body, confirm-ok).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export function useConfirm(): { confirm: (title: string, body: ReactNode) => Promise<boolean>; dialog: ReactNode } {
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
