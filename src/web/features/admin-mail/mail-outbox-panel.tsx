import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MailOutboxItem, MailOutboxList } from '../../../domain/accounts/mail-outbox';
import { formatDate } from '../../i18n/format-date';
import { apiQuiet } from '../../lib/api/clients';
import { entityKeys } from '../../lib/query/query-keys';
import { Button } from '../../ui/button';

export const mailOutboxKeys = entityKeys('mail-outbox');

const PAGE_SIZE = 20;

/** A link an admin hands over by hand: shown whole (selectable) with a copy button. */
function CopyLink({ link, to }: { link: string; to: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      // No clipboard outside a secure context (http on a LAN address): the field stays selectable.
      setCopied('failed');
    }
  };
  return (
    <div className="mail-link">
      <input
        type="text"
        readOnly
        value={link}
        aria-label={t`Link for ${to}`}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="mail-link"
      />
      <Button size="small" variant="outline" onClick={() => void copy()}>
        {t`Copy link`}
      </Button>
      <span role="status" className="mail-link-status">
        {copied === 'copied' ? t`Copied.` : copied === 'failed' ? t`Could not copy: select the link and copy it.` : ''}
      </span>
    </div>
  );
}

function Status({ item, delivery }: { item: MailOutboxItem; delivery: MailOutboxList['delivery'] }) {
  const { t } = useLingui();
  const { sentAt, lastError: error } = item;
  if (sentAt) {
    const at = formatDate(sentAt);
    return <>{t`Sent ${at}`}</>;
  }
  if (error) return <>{t`Not sent yet: ${error}`}</>;
  return <>{delivery === 'outbox' ? t`Not sent: no mail server` : t`Waiting to be sent`}</>;
}

/**
 * The mail outbox for admins (SETTING_MENU): every invitation and password-reset mail, newest first.
 * Without a mail server nothing leaves, and the admin hands the link over (copy button); once a mail
 * server took a mail, its link is the recipient's and is not shown.
 */
export function MailOutboxPanel() {
  const { t } = useLingui();
  const [offset, setOffset] = useState(0);
  const { data, isError, isPending } = useQuery({
    queryKey: mailOutboxKeys.list({ limit: PAGE_SIZE, offset }),
    queryFn: () => apiQuiet.get<MailOutboxList>('/admin/mail', { query: { limit: PAGE_SIZE, offset } }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const first = offset + 1;
  const last = Math.min(offset + PAGE_SIZE, total);

  return (
    <section aria-labelledby="mail-outbox-title" className="mail-outbox" data-testid="mail-outbox">
      <h2 id="mail-outbox-title">{t`Mail outbox`}</h2>
      {data?.delivery === 'outbox' ? (
        <p data-testid="mail-outbox-no-server">
          {t`No mail server is configured (SMTP_URL): mails are not sent. Copy a link and hand it to its user.`}
        </p>
      ) : null}
      {isError ? <p role="alert">{t`The mail outbox could not be loaded.`}</p> : null}
      {!isPending && !isError && total === 0 ? <p>{t`No mail yet.`}</p> : null}
      {items.length > 0 ? (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t`To`}</th>
                <th scope="col">{t`Subject`}</th>
                <th scope="col">{t`Created`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col">{t`Link`}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-testid="mail-row" data-kind={item.kind}>
                  <td>{item.to}</td>
                  <td>{item.subject}</td>
                  <td>{formatDate(item.createdAt)}</td>
                  <td>
                    <Status item={item} delivery={data?.delivery ?? 'outbox'} />
                  </td>
                  <td>{item.link ? <CopyLink link={item.link} to={item.to} /> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {total > PAGE_SIZE ? (
        <nav className="mail-outbox-pages" aria-label={t`Mail outbox pages`}>
          <Button size="small" variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
            {t`Newer`}
          </Button>
          <span>{t`${first}–${last} of ${total}`}</span>
          <Button size="small" variant="outline" disabled={offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
            {t`Older`}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
