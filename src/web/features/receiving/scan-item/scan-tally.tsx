import { useLingui } from '@lingui/react/macro';
import type { ScanContext } from '../../../../domain/receiving/scan-context';
import { type SkuIndex, tallyOf } from '../../../../domain/receiving/scan-session';
import { summarizeProgress } from '../../../../domain/scan/progress';
import { ExpectedList, ScanProgress } from '../../../scan/kit/scan-progress';

/** Expected against received per SKU, always in view; over and short are said in words, not only colour. */
export function ScanTally({ context, received, index }: { context: ScanContext; received: ReadonlyMap<string, number>; index: SkuIndex }) {
  const { t } = useLingui();
  const lines = tallyOf(context, received, index).map((line) => ({
    key: line.skuId,
    code: line.sku?.code ?? line.skuId,
    label: (
      <>
        {line.sku?.code ?? line.skuId} <span className="scan-item__desc">{line.sku?.description}</span>
      </>
    ),
    expected: line.expected,
    done: line.received,
  }));
  const summary = summarizeProgress(lines);
  return (
    <ScanProgress summary={summary} label={t`Received`} doneText={t`Received ${summary.done}`} testId="scan-progress">
      <ExpectedList lines={lines} caption={t`Expected and received per SKU`} doneHeader={t`Received`} showExpected={context.expected.length > 0} rowTestId="tally-row" doneTestId="tally-received" />
    </ScanProgress>
  );
}
