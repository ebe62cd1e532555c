import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { PICK_UNITS, type PickUnits } from '../../domain/picking/picking';
import { getOutbox } from './outbox-control';
import { markedDownload, stepNotInPack } from './pack-mark';

const pick = (): PickUnits => ({
  id: crypto.randomUUID(),
  taskId: crypto.randomUUID(),
  binId: crypto.randomUUID(),
  what: { kind: 'item', itemId: crypto.randomUUID() },
  toteId: crypto.randomUUID(),
  pickedAt: new Date().toISOString(),
});

describe('a pack and the steps this device made', () => {
  // The server said 10:00; the device's clock is ten minutes ahead of it.
  const pack = { downloadedAt: '2026-11-29T10:00:00.000Z', mark: { askedAt: '2026-11-29T10:10:00.000Z', waiting: ['queued-step'] } };

  it('holds a step made before the download on the device’s own clock, once it had left the outbox', () => {
    expect(stepNotInPack(pack, { id: 'sent-step', at: '2026-11-29T10:05:00.000Z' })).toBe(false);
  });

  it('lacks a step made after the download was asked for, and one still queued then, whenever made', () => {
    expect(stepNotInPack(pack, { id: 'later-step', at: '2026-11-29T10:10:00.000Z' })).toBe(true);
    expect(stepNotInPack(pack, { id: 'queued-step', at: '2026-11-29T09:00:00.000Z' })).toBe(true);
  });

  it('falls back to the server’s time for a copy kept before marks existed', () => {
    const { downloadedAt } = pack;
    expect(stepNotInPack({ downloadedAt }, { id: 'a', at: '2026-11-29T10:00:01.000Z' })).toBe(true);
    expect(stepNotInPack({ downloadedAt }, { id: 'b', at: '2026-11-29T09:59:59.000Z' })).toBe(false);
  });

  it('is marked, when downloaded, with the device’s time and the steps still in its outbox', async () => {
    const waiting = pick();
    await getOutbox().enqueue(PICK_UNITS, waiting);
    const before = new Date().toISOString();
    const marked = await markedDownload(async () => ({ downloadedAt: '2001-01-01T00:00:00.000Z', tasks: [] }));
    expect(marked.tasks).toEqual([]);
    expect(marked.mark.waiting).toEqual([waiting.id]);
    expect(marked.mark.askedAt >= before && marked.mark.askedAt <= new Date().toISOString()).toBe(true);
    expect(stepNotInPack(marked, { id: waiting.id, at: waiting.pickedAt })).toBe(true);
  });
});
