import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useState } from 'react';
import { LOGO_MAX_BYTES, LOGO_TYPES, logoFileProblem } from '../../../domain/settings/logo';
import { isApiError } from '../../lib/api/api-error';
import { api } from '../../lib/api/clients';
import { can, session, useSession } from '../../lib/session/session';
import { apiErrorText } from '../../ui/api-error-text';
import { Button } from '../../ui/button';
import './company-logo.css';

/** The company logo in the menu header, when the company has one. */
export function CompanyLogo() {
  const { t } = useLingui();
  const { company } = useSession();
  if (!company?.logoUrl) return null;
  return <img className="company-logo" src={company.logoUrl} alt={t`${company.name} logo`} data-testid="company-logo" />;
}

/** "Change logo" and "Remove logo" for holders of COMPANY_LOGO_UPDATE; the file is checked here first with the server's limits. */
export function CompanyLogoControls() {
  const { t } = useLingui();
  const state = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!can('COMPANY_LOGO_UPDATE') || !state.company) return null;
  const company = state.company;

  const apply = async (work: () => Promise<{ logoUrl: string | null }>) => {
    setBusy(true);
    try {
      const { logoUrl } = await work();
      session.setCompany({ ...company, logoUrl });
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem(apiErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    if (!file) return;
    const fileProblem = logoFileProblem(file);
    if (fileProblem === 'type') return setProblem(t`Choose a PNG, JPEG or WebP image.`);
    if (fileProblem === 'size') return setProblem(t`The logo may be at most ${Math.round(LOGO_MAX_BYTES / 1024)} KB.`);
    if (fileProblem === 'empty') return setProblem(t`The file is empty.`);
    await apply(() => api.put('/company/logo', file, { headers: { 'Content-Type': file.type } }));
  };

  return (
    <div className="company-logo-controls">
      <input id="company-logo-file" className="company-logo-file" type="file" accept={LOGO_TYPES.join(',')} disabled={busy} onChange={(event) => void onFile(event)} />
      <label htmlFor="company-logo-file" className="app-button app-button--outline app-button--small">
        {t`Change logo`}
      </label>
      {company.logoUrl ? (
        <Button variant="clear" size="small" disabled={busy} onClick={() => void apply(() => api.delete('/company/logo'))}>
          {t`Remove logo`}
        </Button>
      ) : null}
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
