import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { summarizeProgress } from '../../../domain/scan/progress';
import { activateLocale } from '../../i18n/i18n';
import { ExpectedList, ScanProgress } from './scan-progress';

beforeAll(() => activateLocale('en'));
afterEach(cleanup);

const lines = (done: [number, number]) => [
  { key: 'a', code: 'SKU-A', label: 'SKU-A', expected: 2, done: done[0] },
  { key: 'b', code: 'SKU-B', label: 'SKU-B', expected: 2, done: done[1] },
];

function show(done: [number, number]) {
  const shown = lines(done);
  render(
    <I18nProvider i18n={i18n}>
      <ScanProgress summary={summarizeProgress(shown)} label="Received" doneText="unused" testId="progress">
        <ExpectedList lines={shown} caption="Lines" doneHeader="Received" />
      </ScanProgress>
    </I18nProvider>,
  );
  return screen.getByTestId('progress');
}

describe('the scan screen progress', () => {
  it('never says 4 of 4 when one line is over and another short', () => {
    const progress = show([3, 1]);
    expect(progress.textContent).not.toContain('4 of 4');
    expect(progress.querySelector('.scan-progress__figures')?.textContent).toBe('Received 4 for 4 expected1 over1 short');
    expect(screen.getByRole('row', { name: /SKU-A/ }).textContent).toContain('over');
    expect(screen.getByRole('row', { name: /SKU-B/ }).textContent).toContain('short');
  });

  it('says 4 of 4 and complete only when every line is met', () => {
    const progress = show([2, 2]);
    expect(progress.querySelector('.scan-progress__figures')?.textContent).toBe('Received 4 of 4complete');
    expect(progress.getAttribute('data-state')).toBe('complete');
  });

  it('counts what matched while lines are short', () => {
    expect(show([2, 1]).querySelector('.scan-progress__figures')?.textContent).toBe('Received 3 of 41 short');
  });
});
