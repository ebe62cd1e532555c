import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { deniedPage } from '../../lib/navigation/guard';
import { PAGES } from '../../lib/navigation/pages';
import { ScreenFrame } from '../../ui/screen-frame';

/** Shown when the guard (or a 403) refused a page; names the page that was refused. */
export function NoPermissionPage() {
  const { i18n, t } = useLingui();
  const [denied] = useState(deniedPage);
  return (
    <ScreenFrame>
      <div data-testid="no-permission">
        <p>{t`You do not have permission to open this page.`}</p>
        {denied ? (
          <p>
            {t`Page`}:{' '}
            <strong data-testid="denied-page" data-page-name={denied}>
              {i18n._(PAGES[denied].title)}
            </strong>{' '}
            <code>({denied})</code>
          </p>
        ) : null}
        <p>{t`If you need it, ask your administrator for access.`}</p>
        <p>
          <Link to="/">{t`Go to the home page`}</Link>
        </p>
      </div>
    </ScreenFrame>
  );
}
