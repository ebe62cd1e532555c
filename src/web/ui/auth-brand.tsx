import { useLingui } from '@lingui/react/macro';

/** The product's name above the sign-in and status pages: their banner landmark. */
export function AuthBrand() {
  const { t } = useLingui();
  return (
    <header className="auth-brand">
      <img src="/favicon.svg" alt="" width={40} height={40} />
      <span>{t`Warehouse`}</span>
    </header>
  );
}
