import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../domain/lists/list-query';
import { Button } from '../button';

interface CursorPagerProps {
  /** Rows on this page, or undefined while it loads. */
  shown: number | undefined;
  pageSize: number | undefined;
  /** Whether this is a later page (a cursor is in the URL). */
  later: boolean;
  /** Whether an older page follows. */
  hasNext: boolean;
  onFirst: () => void;
  onNext: () => void;
  onPageSize: (size: number) => void;
}

/**
 * The pager of a list read by cursor (the ledger, newest first): back to the newest rows, or on to older
 * ones. The browser's back button returns to the page before, since each cursor is in the URL.
 */
export function CursorPager({ shown, pageSize, later, hasNext, onFirst, onNext, onPageSize }: CursorPagerProps) {
  const { i18n, t } = useLingui();
  const sizeId = useId();
  return (
    <nav className="data-table-pager" aria-label={t`Pages`}>
      <span role="status" data-testid="table-range">
        {shown === undefined ? t`Loading…` : t`${i18n.number(shown)} rows on this page`}
      </span>
      <label htmlFor={sizeId}>{t`Rows per page`}</label>
      <select id={sizeId} value={pageSize ?? DEFAULT_PAGE_SIZE} onChange={(event) => onPageSize(Number(event.target.value))}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <Button variant="outline" size="small" onClick={onFirst} disabled={!later}>
        {t`Newest`}
      </Button>
      <Button variant="outline" size="small" onClick={onNext} disabled={!hasNext}>
        {t`Older`}
      </Button>
    </nav>
  );
}
