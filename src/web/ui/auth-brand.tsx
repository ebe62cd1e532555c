import { useLingui } from '@lingui/react/macro';

export function AuthBrand() {
  const { t } = useLingui();
  return (
    <div className="auth-brand">
      <img src="/favicon.svg" alt="" width={40} height={40} />
      <span>{t`Warehouse`}</span>
    </div>
  );
}
