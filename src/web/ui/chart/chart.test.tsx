import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { Chart, type ChartProps } from './chart';
import { type ChartDatum, chartCsv } from './chart-data';

beforeAll(() => activateLocale('en'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const series = [{ key: 'units', label: 'Units' }];
const data: ChartDatum[] = [
  { key: 'available', label: 'Available', values: { units: 1200 }, href: '/inventory/item?status=available' },
  { key: 'qc', label: 'QC', values: { units: 7 }, href: '/inventory/item?status=qc' },
  { key: 'other', label: 'Other clients', values: { units: 3 } },
];

const show = (props: Partial<ChartProps> = {}) =>
  render(
    <I18nProvider i18n={i18n}>
      <Chart kind="bar" title="Units by status" categoryLabel="Status" series={series} data={data} csvName="units-by-status" {...props} />
    </I18nProvider>,
  );

describe('chart', () => {
  it('is named by its title and each bar is a link named by its figure', () => {
    const onOpen = vi.fn();
    show({ onOpen });
    const plot = screen.getByRole('group', { name: 'Units by status' });
    expect(screen.getByRole('figure', { name: 'Units by status' })).toBeTruthy();
    const links = within(plot).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Available: 1,200', 'QC: 7']);
    fireEvent.click(links[1]!);
    expect(onOpen).toHaveBeenCalledWith('/inventory/item?status=qc');
  });

  it('shows its figures as a table, each linked to what it counts, and back', () => {
    show();
    const toggle = screen.getByRole('button', { name: 'Table view: Units by status' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['StatusUnits', 'Available1,200', 'QC7', 'Other clients3']);
    expect(within(table).getByRole('link', { name: '1,200' }).getAttribute('href')).toBe('/inventory/item?status=available');
    expect(within(table).queryByRole('link', { name: '3' })).toBeNull();
    fireEvent.click(toggle);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('stacks series with a total column in the table, and a line chart has a name too', () => {
    const two = [{ key: 'received', label: 'Received' }, { key: 'shipped', label: 'Shipped' }];
    const days: ChartDatum[] = [{ key: '2026-03-10', label: '2026-03-10', values: { received: 7, shipped: 2 } }];
    show({ kind: 'stacked-bar', series: two, data: days });
    fireEvent.click(screen.getByRole('button', { name: /Table view/ }));
    expect(within(screen.getByRole('table')).getAllByRole('row').map((row) => row.textContent)).toEqual(['StatusReceivedShippedTotal', '2026-03-10729']);
    cleanup();
    show({ kind: 'line', title: 'Received and shipped', series: two, data: days });
    expect(screen.getByRole('img', { name: 'Received and shipped' })).toBeTruthy();
  });

  it('downloads its figures as CSV', async () => {
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:chart';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'CSV: Units by status' }));
    expect(made).toHaveLength(1);
    expect(await made[0]!.text()).toBe('\uFEFFStatus,Units\r\nAvailable,1200\r\nQC,7\r\nOther clients,3\r\n');
  });

  it('quotes what a spreadsheet would run, and totals several series', () => {
    const csv = chartCsv({ category: 'Client', total: 'Total' }, [{ key: 'a', label: 'A' }, { key: 'b', label: 'B, late' }], [
      { key: '1', label: '=HYPERLINK("x")', values: { a: 1, b: -2 } },
    ]);
    expect(csv).toBe('Client,A,"B, late",Total\r\n"\'=HYPERLINK(""x"")",1,-2,-1\r\n');
  });
});
