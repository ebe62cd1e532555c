import { useLingui } from '@lingui/react/macro';
import type { Lot } from '../../../domain/inventory/lots';
import { EXPIRING_DAYS } from '../../../domain/inventory/lot-list-keys';
import { DATE_FORMAT, dayjs } from '../../i18n/format-date';
import '../../ui/form/form.css';
import '../../ui/state-chip.css';

/** Expired or expiring soon, said in words (the colour only helps); nothing for a lot far from its expiry or without one. */
export function ExpiryFlag({ lot }: { lot: Pick<Lot, 'daysToExpiry'> }) {
  const { t } = useLingui();
  const days = lot.daysToExpiry;
  if (days === null || days > EXPIRING_DAYS) return null;
  if (days < 0) return <span className="chip chip--danger">{t`Expired`}</span>;
  return <span className="chip chip--warning">{days === 0 ? t`Expires today` : t`Expires in ${days} days`}</span>;
}

/** A calendar day (an expiry, a production date) as the user reads dates: a day, not an instant, so no zone shift. */
export const formatDay = (day: string | null) => (day ? dayjs.utc(day).format(DATE_FORMAT) : null);
