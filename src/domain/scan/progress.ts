/*
 * A scan screen's progress against what its document expects. Totals alone lie: 3 of one line and 1 of
 * another make "4 of 4" when each line wanted 2. So progress counts per line, and what is over one line
 * never makes up for what another is short.
 */

export interface ProgressLine {
  /** null: the line has no expectation (a blind count, a document without expected lines). */
  expected: number | null;
  done: number;
}

export type LineState = 'open' | 'short' | 'complete' | 'over';

export interface ProgressSummary {
  /** Sum of the expected quantities. */
  expected: number;
  /** What was done towards them: each line's done, capped at its expected. */
  matched: number;
  /** Everything done, over and unexpected included. */
  done: number;
  /** Done beyond a line's expectation (a line expecting 0 is all over). */
  over: number;
  /** Still missing to reach each line's expectation. */
  short: number;
  /**
   * open: nothing is expected; complete: every line exactly met; short: under somewhere, over
   * nowhere; over: over somewhere (and maybe short elsewhere).
   */
  state: LineState;
}

export function lineState(line: ProgressLine): LineState {
  if (line.expected === null) return 'open';
  if (line.done > line.expected) return 'over';
  return line.done === line.expected ? 'complete' : 'short';
}

export function summarizeProgress(lines: readonly ProgressLine[]): ProgressSummary {
  let expected = 0;
  let matched = 0;
  let done = 0;
  let over = 0;
  let short = 0;
  let expecting = false;
  for (const line of lines) {
    done += line.done;
    if (line.expected === null) continue;
    expecting = true;
    expected += line.expected;
    matched += Math.min(line.done, line.expected);
    over += Math.max(0, line.done - line.expected);
    short += Math.max(0, line.expected - line.done);
  }
  const state: LineState = !expecting ? 'open' : over > 0 ? 'over' : short > 0 ? 'short' : 'complete';
  return { expected, matched, done, over, short, state };
}
