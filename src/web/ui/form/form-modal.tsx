import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonModal, IonToolbar } from '@ionic/react';
import { useLingui } from '@lingui/react/macro';
import { close } from 'ionicons/icons';
import type { ReactNode } from 'react';

/** A create / edit form in a modal, for records whose screen has no page of its own per record. */
export function FormModal({ isOpen, title, onClose, children }: { isOpen: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label={title}>
      <IonHeader>
        <IonToolbar color="primary">
          <h2 className="page-title ion-padding-start">{title}</h2>
          <IonButtons slot="end">
            <IonButton onClick={onClose} aria-label={t`Close`}>
              <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">{isOpen ? children : null}</IonContent>
    </IonModal>
  );
}
