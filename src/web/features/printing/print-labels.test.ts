import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WmsLabel } from '../../../domain/printing/wms-label';
import type { StoredOutboxEntry } from '../../offline/device-db';
import type { MutationAnswer } from '../../offline/outbox';
import { deviceDb } from '../../offline/device-db';
import { saveLabelPrinter } from './label-printer-choice';
import { addPendingLabels, clearPendingLabels, printWmsLabels, watchLabelPrintAnswers } from './print-labels';

const outbox = vi.hoisted(() => ({
  enqueued: [] as { kind: string; payload: unknown }[],
  listeners: [] as ((entry: StoredOutboxEntry, answer: MutationAnswer) => void)[],
}));

vi.mock('../../offline/outbox-control', () => ({
  enqueueMutation: async (kind: string, payload: unknown) => {
    outbox.enqueued.push({ kind, payload });
    return `m${outbox.enqueued.length}`;
  },
  onMutationApplied: (listener: (entry: StoredOutboxEntry, answer: MutationAnswer) => void) => {
    outbox.listeners.push(listener);
    return () => undefined;
  },
}));

const label = (n: number): WmsLabel => ({ wmsNumber: `WMS${n}`, skuCode: 'SKU-1', description: '', serial: `S${n}`, quantity: 1, lotNumber: null });
const pending = () => deviceDb().pendingLabels.orderBy('seq').toArray();
const printerId = '4b0d8a52-35a8-4ab4-9b39-8b0f6c6f2f11';

beforeEach(async () => {
  outbox.enqueued.length = 0;
  await deviceDb().settings.clear();
  await deviceDb().pendingLabels.clear();
});

describe('printWmsLabels', () => {
  it('keeps labels for the print dialog when the device prints from the browser (the default)', async () => {
    await printWmsLabels([label(1), label(2)]);
    expect((await pending()).map((p) => p.label.wmsNumber)).toEqual(['WMS1', 'WMS2']);
    expect(outbox.enqueued).toEqual([]);
  });

  it('clears exactly the labels that were printed, not those queued meanwhile', async () => {
    await printWmsLabels([label(1), label(2)]);
    const printed = (await pending()).map((p) => p.id);
    await printWmsLabels([label(3)]);
    await clearPendingLabels(printed);
    expect((await pending()).map((p) => p.label.wmsNumber)).toEqual(['WMS3']);
  });

  it('queues label.print mutations of at most 100 labels for a network printer', async () => {
    await saveLabelPrinter({ browserSize: '2x1in', network: { printerId, name: 'Dock 1', size: '4x6in' } });
    await printWmsLabels(Array.from({ length: 250 }, (_, i) => label(i)));
    expect(outbox.enqueued.map((m) => [m.kind, (m.payload as { labels: unknown[] }).labels.length])).toEqual([
      ['label.print', 100],
      ['label.print', 100],
      ['label.print', 50],
    ]);
    expect(outbox.enqueued[2]!.payload).toEqual({ printerId, labels: Array.from({ length: 50 }, (_, i) => label(200 + i)) });
    expect(await pending()).toEqual([]);
  });
});

describe('watchLabelPrintAnswers', () => {
  it('brings the labels a printer did not take back to the print queue, with the reason', async () => {
    watchLabelPrintAnswers();
    watchLabelPrintAnswers();
    expect(outbox.listeners).toHaveLength(1);
    const entry = (labels: WmsLabel[]) => ({ id: 'e1', kind: 'label.print', payload: { printerId, labels } }) as unknown as StoredOutboxEntry;
    const answer = (payload: unknown): MutationAnswer => ({ id: 'e1', status: 200, message: 'OK', payload });
    outbox.listeners[0]!(entry([label(7)]), answer({ printed: true }));
    outbox.listeners[0]!(entry([label(8), label(9)]), answer({ printed: false, reason: 'timeout', error: 'no answer' }));
    await vi.waitFor(async () => expect((await pending()).map((p) => [p.label.wmsNumber, p.failure])).toEqual([['WMS8', 'timeout'], ['WMS9', 'timeout']]));
    await addPendingLabels([label(10)]);
    expect((await pending()).at(-1)).not.toHaveProperty('failure');
  });
});
