import { useLingui } from '@lingui/react/macro';
import { setThemeMode, type ThemeMode, useThemeMode } from '../lib/theme';

/** Light, dark or the system's choice (remembered in wms.theme). */
export function ThemeSelect() {
  const { t } = useLingui();
  const mode = useThemeMode();
  const labels: Record<ThemeMode, string> = { system: t`System`, light: t`Light`, dark: t`Dark` };
  return (
    <label className="select-field">
      <span>{t`Theme`}</span>
      <select data-testid="theme-select" value={mode} onChange={(event) => setThemeMode(event.target.value as ThemeMode)}>
        {(Object.keys(labels) as ThemeMode[]).map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
