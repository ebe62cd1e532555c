import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type ProgressLine, type ProgressSummary, lineState } from '../../../domain/scan/progress';
import { SpacerRow, useVirtualRows } from '../../ui/virtual-rows';

/** One expected line: a row of text. */
const LINE_HEIGHT = 30;

interface ScanProgressProps {
  summary: ProgressSummary;
  /** Before the figures, e.g. "Received". */
  label?: string;
  /** What to say when nothing is expected (a blind count, a document without lines). */
  doneText: string;
  testId?: string;
  children?: ReactNode;
}

/**
 * The document's progress at the top of a scan screen. Lines over or short are said as such: the
 * figures never read "4 of 4" unless every line is met exactly.
 */
export function ScanProgress({ summary, label, doneText, testId, children }: ScanProgressProps) {
  const { t } = useLingui();
  const { state, matched, expected, done, over, short } = summary;
  const figures = state === 'open' ? doneText : state === 'over' ? t`${done} for ${expected} expected` : t`${matched} of ${expected}`;
  return (
    <div className={`scan-progress scan-progress--${state}`} data-testid={testId} data-state={state}>
      <p className="scan-progress__figures">
        {label && state !== 'open' ? `${label} ` : null}
        {figures}
        {state === 'complete' ? <span className="badge scan-badge scan-badge--complete">{t`complete`}</span> : null}
        {over > 0 ? <span className="badge scan-badge scan-badge--over">{t`${over} over`}</span> : null}
        {state !== 'open' && short > 0 ? <span className="badge scan-badge scan-badge--short">{t`${short} short`}</span> : null}
      </p>
      {children}
    </div>
  );
}

export interface ExpectedLine extends ProgressLine {
  key: string;
  /** The line's code (SKU, carton…), on the row for tests and support. */
  code: string;
  label: ReactNode;
}

interface ExpectedListProps {
  lines: readonly ExpectedLine[];
  caption: string;
  doneHeader: string;
  /** A blind count shows no expected column. */
  showExpected?: boolean;
  testId?: string;
  rowTestId?: string;
  doneTestId?: string;
}

/** The expected lines with what was done of each; over and short in words, not only colour. */
export function ExpectedList({ lines, caption, doneHeader, showExpected = true, testId, rowTestId, doneTestId }: ExpectedListProps) {
  const { t } = useLingui();
  const stateText = { open: '', short: t`short`, complete: t`complete`, over: t`over` };
  const { scrollBox, scrollProps, measure, ...rows } = useVirtualRows({ count: lines.length, estimate: LINE_HEIGHT, keyOf: (index) => lines[index]!.key, label: caption });
  const columns = showExpected ? 4 : 2;
  return (
    <div ref={scrollBox} {...scrollProps}>
    <table className="scan-expected" data-testid={testId} aria-rowcount={rows.virtual ? lines.length + 1 : undefined}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Line`}</th>
          {showExpected ? <th scope="col">{t`Expected`}</th> : null}
          <th scope="col">{doneHeader}</th>
          {showExpected ? <th scope="col">{t`State`}</th> : null}
        </tr>
      </thead>
      <tbody>
        <SpacerRow height={rows.before} columns={columns} />
        {rows.indexes.map((index) => {
          const line = lines[index]!;
          const state = lineState(line);
          return (
            <tr key={line.key} ref={measure} data-index={index} aria-rowindex={rows.virtual ? index + 2 : undefined} className={`scan-expected__row scan-expected__row--${state}`} data-testid={rowTestId} data-code={line.code} data-state={state}>
              <th scope="row">{line.label}</th>
              {showExpected ? <td>{line.expected ?? '–'}</td> : null}
              <td data-testid={doneTestId}>{line.done}</td>
              {showExpected ? <td>{state === 'open' ? null : <span className={`badge scan-badge scan-badge--${state}`}>{stateText[state]}</span>}</td> : null}
            </tr>
          );
        })}
        <SpacerRow height={rows.after} columns={columns} />
      </tbody>
    </table>
    </div>
  );
}
