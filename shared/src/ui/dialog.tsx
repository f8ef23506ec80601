/**
 * The one dialog frame of the platform (docs/product.md#modals): no close on outside click, page scroll
 * fixed while open and restored on close, Escape closes when allowed, focus moves in and back out.
 * `modal` is centred; `panel` is a full-height panel from the right (the member centre).
 */
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from './use-dialog';

export interface DialogProps {
  title: string;
  onClose?: () => void;
  variant?: 'modal' | 'panel';
  /** Maximum width in px (dialog default 400, docs/product.md#constants). */
  width?: number;
  closeOnEscape?: boolean;
  /** Accessible name of the close button; default the common "Close". */
  closeLabel?: string;
  /** Extra class on the dialog element, for an app's own sizing and body layout. */
  className?: string;
  testId?: string;
  children: ReactNode;
}

export function Dialog({ title, onClose, variant = 'modal', width = 400, closeOnEscape = true, closeLabel, className, testId, children }: DialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const ref = useDialog<HTMLDivElement>(() => {
    if (closeOnEscape) onClose?.();
  });
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  return (
    <div className={`t-dialog-backdrop t-dialog-backdrop--${variant}`}>
      <div
        ref={ref}
        tabIndex={-1}
        className={`t-dialog t-dialog--${variant}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        style={{ width: `min(${width}px, 100%)` }}
        data-testid={testId}
      >
        <header className="t-dialog__head">
          <h2 id={titleId} className="t-dialog__title">
            {title}
          </h2>
          {onClose && (
            <button type="button" className="t-dialog__close" aria-label={closeLabel ?? t('actions.close')} onClick={onClose}>
              ×
            </button>
          )}
        </header>
        <div className="t-dialog__body">{children}</div>
      </div>
    </div>
  );
}
