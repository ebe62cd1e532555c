import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { visibleMenu } from '../../lib/navigation/menu';
import { PAGES } from '../../lib/navigation/pages';
import { session, useSession } from '../../lib/session/session';
import { PageLink } from '../../ui/page-link';
import { ScreenFrame } from '../../ui/screen-frame';

/** Home: a greeting and large shortcuts to the sections the user may open (one-hand use). */
export function HomePage() {
  const { i18n, t } = useLingui();
  const state = useSession();
  const sections = useMemo(() => visibleMenu(session.grants()).filter((s) => s.group !== 'home'), [state]); // eslint-disable-line react-hooks/exhaustive-deps
  const name = state.user?.firstname || state.user?.username || '';

  return (
    <ScreenFrame>
      <p data-testid="welcome">{name ? t`Welcome, ${name}.` : t`Welcome.`}</p>
      {state.user && state.user.roles.length === 0 ? <p>{t`Your account has no roles yet. Ask your administrator for access.`}</p> : null}
      <nav className="home-tiles" aria-label={t`Shortcuts`}>
        {sections.map((section) => {
          const first = section.entries[0];
          if (!first) return null;
          return (
            <PageLink key={section.group} page={first.page} params={first.params} className="home-tile">
              <strong>{i18n._(section.title)}</strong>
              <span>{i18n._(first.label ?? PAGES[first.page].title)}</span>
            </PageLink>
          );
        })}
      </nav>
    </ScreenFrame>
  );
}
