import { useLingui } from '@lingui/react/macro';
import { switchLocale } from '../i18n/i18n';
import { LOCALES, type Locale } from '../../domain/locale';
import { Button } from './button';

/** Language switch of the auth pages: one button per language. */
export function LanguageButtons() {
  const { i18n, t } = useLingui();
  return (
    <div role="group" aria-label={t`Language`} data-testid="language-switch" className="language-buttons">
      {(Object.entries(LOCALES) as [Locale, string][]).map(([code, name]) => (
        <Button
          key={code}
          variant={i18n.locale === code ? 'solid' : 'clear'}
          size="small"
          lang={code}
          aria-pressed={i18n.locale === code}
          onClick={() => void switchLocale(code)}
        >
          {name}
        </Button>
      ))}
    </div>
  );
}
