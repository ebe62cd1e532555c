import { IonButton, IonIcon, IonItem, IonLabel, IonList } from '@ionic/react';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { logOutOutline, personCircleOutline } from 'ionicons/icons';
import { useState } from 'react';
import { apiQuiet } from '../../lib/api/clients';
import { session, useSession } from '../../lib/session/session';
import { logout } from '../../lib/session/session-actions';
import { LanguageSelect } from '../../ui/language-select';
import { ThemeSelect } from '../../ui/theme-select';

/** Who is signed in, preferences, and "Log out". */
export function UserSection() {
  const { t } = useLingui();
  const { user, company } = useSession();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function onLogout() {
    setBusy(true);
    const next = router.state.location.href;
    try {
      await logout(session, apiQuiet);
    } finally {
      setBusy(false);
      await router.navigate({ to: '/login', search: { next } });
    }
  }

  return (
    <section className="user-section" aria-label={t`User`} data-testid="user-section">
      <IonList lines="none">
        <IonItem>
          <IonIcon icon={personCircleOutline} slot="start" aria-hidden="true" />
          <IonLabel>
            <h2 data-testid="user-name">{user ? `${user.firstname} ${user.lastname}`.trim() || user.username : ''}</h2>
            <p>{company?.name ?? user?.companyName ?? ''}</p>
          </IonLabel>
        </IonItem>
        <IonItem>
          <LanguageSelect />
        </IonItem>
        <IonItem>
          <ThemeSelect />
        </IonItem>
      </IonList>
      <div className="ion-padding">
        <IonButton expand="block" fill="outline" className="touch-target" disabled={busy} onClick={() => void onLogout()} data-testid="logout-button">
          <IonIcon icon={logOutOutline} slot="start" aria-hidden="true" />
          {t`Log out`}
        </IonButton>
      </div>
    </section>
  );
}
