import { IonAlert } from '@ionic/react';
import { useLingui } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';

/**
 * Asks before leaving a form with unsaved edits: in-app navigation gets a dialog, closing or
 * reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useLingui();
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  return (
    <IonAlert
      isOpen={blocker.status === 'blocked'}
      header={t`Leave without saving?`}
      message={t`Your changes on this page are not saved yet.`}
      buttons={[
        { text: t`Keep editing`, role: 'cancel' },
        { text: t`Discard changes`, role: 'destructive' },
      ]}
      onDidDismiss={(event) => {
        if (blocker.status !== 'blocked') return;
        if (event.detail.role === 'destructive') blocker.proceed();
        else blocker.reset();
      }}
    />
  );
}
