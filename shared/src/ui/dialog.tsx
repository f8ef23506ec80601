/**
 * The one dialog frame of the platform (docs/product.md#modals): a native modal `<dialog>` (page behind
 * inert, focus kept inside and returned to the opener), no close on outside click, page scroll fixed while
 * open and restored on close, Escape closes only when allowed, and the wrapper's four lifecycle events.
 * `modal` is centred; `panel` is a full-height panel from the right (the member centre).
 */
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from '@tessera/shared/react-i18next';
import { useDialog, type DialogLifecycle } from './use-dialog';

export interface DialogProps extends DialogLifecycle {
  title: string;
  /** The user asked to close (close button, or Escape when allowed): the owner unmounts the dialog. */
  onClose?: () => void;
  variant?: 'modal' | 'panel';
  /** Maximum width in px (dialog default 400, docs/product.md#constants). */
  width?: number;
  /** Click-to-close: Escape closes the dialog. Off for a forced step (e.g. a forced password change). */
  closeOnEscape?: boolean;
  /** Accessible name of the close button; default the common "Close". */
  closeLabel?: string;
  /** Extra class on the dialog frame, for an app's own sizing and body layout. */
  className?: string;
  testId?: string;
  children: ReactNode;
}

export function Dialog({
  title,
  onClose,
  variant = 'modal',
  width = 400,
  closeOnEscape = true,
  closeLabel,
  className,
  testId,
  children,
  onBeforeOpen,
  onOpened,
  onBeforeClose,
  onClosed,
}: DialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const { ref, requestClose } = useDialog<HTMLDialogElement>({
    onClose,
    // Without a close action there is nothing Escape could do.
    closeOnEscape: closeOnEscape && !!onClose,
    onBeforeOpen,
    onOpened,
    onBeforeClose,
    onClosed,
  });
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      className={`t-dialog-backdrop t-dialog-backdrop--${variant}`}
      // Explicit role so `[role="dialog"]` selectors (tests, the remotes' styles) match the native element.
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <div className={`t-dialog t-dialog--${variant}${className ? ` ${className}` : ''}`} style={{ width: `min(${width}px, 100%)` }}>
        <header className="t-dialog__head">
          <h2 id={titleId} className="t-dialog__title">
            {title}
          </h2>
          {onClose && (
            <button type="button" className="t-dialog__close" aria-label={closeLabel ?? t('actions.close')} onClick={requestClose}>
              ×
            </button>
          )}
        </header>
        <div className="t-dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
