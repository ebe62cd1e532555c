import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../ui/button';

/** With no mail server the admin hands the invitation over: the link, and a button to copy it. */
export function InvitationLink({ link }: { link: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  return (
    <section className="invitation-link" aria-labelledby="invitation-link-title">
      <h2 id="invitation-link-title">{t`Invitation link`}</h2>
      <p>{t`No mail server is configured: give this link to the person. It works once, until it expires.`}</p>
      <p>
        <a href={link} data-testid="invitation-link">
          {link}
        </a>
      </p>
      <Button
        variant="outline"
        size="small"
        onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false))}
      >
        {copied ? t`Copied` : t`Copy link`}
      </Button>
    </section>
  );
}
