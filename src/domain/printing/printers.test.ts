import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LabelPrintSchema, PrinterFormSchema, isPrinterHost } from './printers';

const form = { name: 'Dock 1', host: 'zebra-dock1.local', labelSize: '2x1in', dpi: 203, active: true };
const issuesOf = (input: unknown) => {
  const result = v.safeParse(PrinterFormSchema, input);
  return result.success ? [] : result.issues.map((issue) => v.getDotPath(issue));
};

describe('printer hosts', () => {
  it('takes host names and IPv4 addresses', () => {
    for (const host of ['printer', 'zebra-dock1.local', '10.0.0.15', '192.168.1.255', '127.0.0.1']) expect(isPrinterHost(host), host).toBe(true);
  });

  it('refuses addresses that are neither', () => {
    for (const host of ['999.1.1.1', '10.0.0', '-printer', 'printer-', 'a..b', 'http://printer', 'printer:9100', 'dock 1', '']) expect(isPrinterHost(host), host).toBe(false);
  });
});

describe('PrinterFormSchema', () => {
  it('defaults the port to 9100 and lower-cases the host', () => {
    expect(v.parse(PrinterFormSchema, { ...form, host: ' Zebra-Dock1.LOCAL ' })).toMatchObject({ host: 'zebra-dock1.local', port: 9100 });
  });

  it('names each wrong field', () => {
    expect(issuesOf({ ...form, name: ' ', host: '300.0.0.1', port: 70_000, labelSize: 'A4', dpi: 600 })).toEqual(['name', 'host', 'port', 'labelSize', 'dpi']);
    expect(issuesOf({ ...form, port: 0 })).toEqual(['port']);
    expect(issuesOf({ ...form, port: 9100.5 })).toEqual(['port']);
  });
});

describe('LabelPrintSchema', () => {
  const label = { wmsNumber: 'WMS1', skuCode: 'S', description: '', serial: null, quantity: 1, lotNumber: null };
  it('takes 1 to 100 labels for one printer', () => {
    const printerId = '4b0d8a52-35a8-4ab4-9b39-8b0f6c6f2f11';
    expect(v.safeParse(LabelPrintSchema, { printerId, labels: [label] }).success).toBe(true);
    expect(v.safeParse(LabelPrintSchema, { printerId, labels: [] }).success).toBe(false);
    expect(v.safeParse(LabelPrintSchema, { printerId, labels: Array.from({ length: 101 }, () => label) }).success).toBe(false);
    expect(v.safeParse(LabelPrintSchema, { printerId: 'dock-1', labels: [label] }).success).toBe(false);
  });
});
