import { useLingui } from '@lingui/react/macro';
import { switchLocale } from '../i18n/i18n';
import { isLocale, LOCALES } from '../../domain/locale';

/**
 * Language switch of the signed-in menu; the choice is remembered (wms.locale). A native select:
 * the handheld's own picker, and no overlay components to load.
 */
export function LanguageSelect() {
  const { i18n, t } = useLingui();
  return (
    <label className="select-field">
      <span>{t`Language`}</span>
      <select
        data-testid="language-select"
        value={i18n.locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void switchLocale(event.target.value);
        }}
      >
        {Object.entries(LOCALES).map(([code, name]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
