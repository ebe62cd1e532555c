import { useIonAlert } from '@ionic/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

export interface ConfirmOptions {
  header: string;
  message: string;
  confirmText: string;
  /** Shown in the danger colour (deactivate, delete…). */
  destructive?: boolean;
}

/** A yes/no question before anything destructive; resolves true only on the confirm button. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { t } = useLingui();
  const [present] = useIonAlert();
  return useCallback(
    ({ header, message, confirmText, destructive }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        void present({
          header,
          message,
          buttons: [
            { text: t`Cancel`, role: 'cancel' },
            { text: confirmText, role: 'confirm', cssClass: destructive ? 'alert-button-danger' : undefined },
          ],
          onDidDismiss: (event) => resolve(event.detail.role === 'confirm'),
        });
      }),
    [present, t],
  );
}
