import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonModal, IonToolbar } from '@ionic/react';
import './ionic-setup';
import { useLingui } from '@lingui/react/macro';
import { close } from 'ionicons/icons';
import type { ReactNode, RefObject } from 'react';
import './modal-frame.css';
import { useBackCloses } from './use-back-closes';

interface ModalFrameProps {
  isOpen: boolean;
  title: string;
  /** Ionic's dialog sits in its shadow DOM, where aria-labelledby cannot reach the title: it gets a label. */
  label: string;
  modalRef: RefObject<HTMLIonModalElement | null>;
  onDidDismiss: () => void;
  /** Asked before any dismissal (swipe, Escape, close button): false keeps the modal open. */
  canDismiss?: () => Promise<boolean>;
  children: ReactNode;
}

/** An Ionic modal with a title and a close button, for record forms and panels shown over a list. */
export function ModalFrame({ isOpen, title, label, modalRef, onDidDismiss, canDismiss, children }: ModalFrameProps) {
  const { t } = useLingui();
  useBackCloses(isOpen, () => void modalRef.current?.dismiss());
  return (
    <IonModal ref={modalRef} isOpen={isOpen} canDismiss={canDismiss ?? true} aria-label={label} onDidDismiss={onDidDismiss}>
      <IonHeader>
        <IonToolbar>
          <h2 className="ion-padding-start modal-title">{title}</h2>
          <IonButtons slot="end">
            <IonButton onClick={() => void modalRef.current?.dismiss()} aria-label={t`Close`}>
              <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">{children}</IonContent>
    </IonModal>
  );
}
