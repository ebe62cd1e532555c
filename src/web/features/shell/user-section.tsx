import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { logOutOutline, personCircleOutline } from 'ionicons/icons';
import { useState } from 'react';
import { apiQuiet } from '../../lib/api/clients';
import { session, useSession } from '../../lib/session/session';
import { logout } from '../../lib/session/session-actions';
import { AppIcon } from '../../ui/app-icon';
import { Button } from '../../ui/button';
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
      <div className="user-section__who">
        <AppIcon icon={personCircleOutline} />
        <div>
          <p className="user-section__name" data-testid="user-name">
            {user ? `${user.firstname} ${user.lastname}`.trim() || user.username : ''}
          </p>
          <p>{company?.name ?? user?.companyName ?? ''}</p>
        </div>
      </div>
      <div className="user-section__row">
        <LanguageSelect />
      </div>
      <div className="user-section__row">
        <ThemeSelect />
      </div>
      <div className="ion-padding">
        <Button variant="outline" expand disabled={busy} onClick={() => void onLogout()} data-testid="logout-button">
          <AppIcon icon={logOutOutline} />
          {t`Log out`}
        </Button>
      </div>
    </section>
  );
}
