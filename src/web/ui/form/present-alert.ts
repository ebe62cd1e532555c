import type { AlertOptions } from '@ionic/core/components';
import { alertController } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-alert.js';
import '../ionic-setup';

/**
 * Shows Ionic's alert and resolves with the role of the button that closed it. Loaded on the first
 * question asked (use-confirm.ts), not with the screen: the forms and detail pages that only ask
 * before leaving or deleting then paint without Ionic's runtime (ADR 0023).
 */
export async function presentAlert(options: AlertOptions): Promise<string | undefined> {
  defineCustomElement();
  const alert = await alertController.create(options);
  await alert.present();
  const { role } = await alert.onDidDismiss();
  return role;
}
