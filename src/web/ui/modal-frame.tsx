import { useLingui } from '@lingui/react/macro';
import { type ReactNode, type RefObject, useCallback, useEffect, useImperativeHandle, useRef } from 'react';
import './modal-frame.css';
import { useBackCloses } from './use-back-closes';

/** What a screen can ask of its open modal: to close it, as its close button would (asking first). */
export interface ModalHandle {
  dismiss(): Promise<boolean>;
}

interface ModalFrameProps {
  isOpen: boolean;
  title: string;
  /** The dialog's accessible name, when the title alone does not say what it is for. */
  label: string;
  modalRef?: RefObject<ModalHandle | null>;
  onDidDismiss: () => void;
  /** Asked before any dismissal (Escape, Back, the backdrop, the close button): false keeps the modal open. */
  canDismiss?: () => Promise<boolean>;
  children: ReactNode;
}

/**
 * A native modal dialog with a title and a close button, for record forms and panels shown over a list.
 * Native rather than Ionic's modal, so a list screen does not load Ionic's runtime for it (ADR 0023);
 * `showModal()` keeps focus inside and the page under it inert, and questions asked from it
 * (`useConfirm`) open as modal dialogs of their own, above it.
 */
export function ModalFrame({ isOpen, title, label, modalRef, onDidDismiss, canDismiss, children }: ModalFrameProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const dismiss = useCallback(async () => {
    if (canDismiss && !(await canDismiss())) return false;
    dialog.current?.close();
    return true;
  }, [canDismiss]);
  useImperativeHandle(modalRef, () => ({ dismiss }), [dismiss]);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);
  useBackCloses(isOpen, () => void dismiss());
  // A tap on the backdrop closes, as Escape does (the keyboard's way, through onCancel below). The
  // dialog itself is only hit outside its panel.
  const dismissRef = useRef(dismiss);
  useEffect(() => {
    dismissRef.current = dismiss;
  }, [dismiss]);
  useEffect(() => {
    const element = dialog.current!;
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === element) void dismissRef.current();
    };
    element.addEventListener('click', onBackdrop);
    return () => element.removeEventListener('click', onBackdrop);
  }, []);
  return (
    <dialog
      ref={dialog}
      className="modal-frame"
      aria-label={label}
      onCancel={(event) => {
        // Escape: closed only if the screen agrees (unsaved changes).
        event.preventDefault();
        void dismiss();
      }}
      onClose={onDidDismiss}
    >
      {isOpen ? (
        <div className="modal-frame-panel">
          <header className="modal-frame-header">
            <h2 className="modal-title">{title}</h2>
            <button type="button" className="modal-frame-close" onClick={() => void dismiss()} aria-label={t`Close`}>
              <svg viewBox="0 0 512 512" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M368 368L144 144M368 144L144 368" stroke="currentColor" strokeWidth="32" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <div className="modal-frame-body">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
