import type { ReactNode } from 'react';
import { ModalFrame } from '../modal-frame';

/**
 * A create / edit form in a modal, for records whose screen has no page of its own per record. The
 * form mounts when the modal opens, so it starts from the record it is given each time.
 */
export function FormModal({ isOpen, title, onClose, children }: { isOpen: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <ModalFrame isOpen={isOpen} title={title} label={title} onDidDismiss={onClose}>
      {isOpen ? children : null}
    </ModalFrame>
  );
}
