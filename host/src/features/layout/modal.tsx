/**
 * The modal wrapper of spec §2: does not close on outside click, fixes page scroll while open and
 * restores it on close, Escape closes when `closeOnEscape` is on.
 */
import { useEffect, useId, type ReactNode } from 'react';
import { useDialog } from '@tessera/shared';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  title: string;
  onClose?: () => void;
  closeOnEscape?: boolean;
  width?: number;
  children: ReactNode;
  testId?: string;
}

export function Modal({ title, onClose, closeOnEscape = true, width = 400, children, testId }: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  const ref = useDialog<HTMLDivElement>(() => {
    if (closeOnEscape) onClose?.();
  });
  return (
    <div className="h-modal-backdrop">
      <div ref={ref} tabIndex={-1} className="h-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} style={{ width }} data-testid={testId}>
        <div className="h-modal__head">
          <h2 id={titleId}>{title}</h2>
          {onClose && (
            <button type="button" className="h-modal__close" aria-label={t('actions.close')} onClick={onClose}>
              ×
            </button>
          )}
        </div>
        <div className="h-modal__body">{children}</div>
      </div>
    </div>
  );
}
