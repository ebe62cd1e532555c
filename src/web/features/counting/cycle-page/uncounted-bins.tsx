import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { CountingProgress } from '../../../../domain/counting/results';
import { Button } from '../../../ui/button';

export interface UncountedBin {
  id: string;
  code: string;
  zone: string;
}

/** Bins with no closed count in their round: completing leaves them out of the comparison. */
export function uncountedBins(progress: CountingProgress): UncountedBin[] {
  return progress.zones.flatMap((zone) =>
    zone.bins.filter((bin) => bin.state === 'pending' || bin.state === 'counting').map((bin) => ({ id: bin.id, code: bin.code, zone: zone.code })),
  );
}

/** Before completing a cycle with bins not counted: which bins, what completing does with them, and the choice. */
export function UncountedBinsQuestion({ bins, total, onComplete, onKeepCounting }: { bins: readonly UncountedBin[]; total: number; onComplete: () => void; onKeepCounting: () => void }) {
  const { i18n, t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const count = bins.length;
  const of = i18n.number(total);
  return (
    <section className="cycle-section cycle-uncounted" aria-labelledby="cycle-uncounted-title">
      <h2 id="cycle-uncounted-title" ref={heading} tabIndex={-1}>
        {plural(count, { one: `# bin of ${of} is not counted`, other: `# bins of ${of} are not counted` })}
      </h2>
      <p>
        {t`Completing now leaves these bins out: their stock is not compared with what was expected and stays as it is, no discrepancies are recorded for them, and no more counts are taken for this cycle.`}
      </p>
      <ul className="cycle-uncounted-list" aria-label={t`Bins not counted`}>
        {bins.map((bin) => (
          <li key={bin.id}>
            {bin.code} <span className="cycle-sub">{bin.zone}</span>
          </li>
        ))}
      </ul>
      <div className="detail-actions">
        <Button variant="outline" onClick={onKeepCounting}>{t`Keep counting`}</Button>
        <Button onClick={onComplete}>{plural(count, { one: 'Complete with # bin not counted', other: 'Complete with # bins not counted' })}</Button>
      </div>
    </section>
  );
}
