import { describe, expect, it } from 'vitest';
import { parseScan } from '../scan/parse-scan';
import { applyLoadLocally, decideLoad, indexLoadOut, missingOf } from './load-scan';
import type { LoadOutPack } from './load-out';
import { sscc } from './sscc';

const first = sscc(0, '0614141', 1);
const second = sscc(0, '0614141', 2);
const voided = sscc(0, '0614141', 3);

const pack = (): LoadOutPack => ({
  shipments: [
    {
      id: 's1', number: 'SH000001', status: 'labelled', carrier: null, orders: ['SO000001'],
      cartons: [
        { id: 'k1', sscc: first, position: 1, trackingNumber: 'OWN0001', loadedAt: null, dock: null },
        { id: 'k2', sscc: second, position: 2, trackingNumber: 'OWN0002', loadedAt: null, dock: null },
      ],
    },
    { id: 's2', number: 'SH000002', status: 'packed', carrier: null, orders: ['SO000002'], cartons: [{ id: 'k3', sscc: voided, position: 1, trackingNumber: null, loadedAt: null, dock: null }] },
  ],
  downloadedAt: new Date().toISOString(),
});

describe('load-out scans', () => {
  it('wants a dock first, then loads cartons by their GS1-128 SSCC or tracking number, once per dock', () => {
    const index = indexLoadOut(pack());
    expect(decideLoad(index, null, parseScan(`]C100${first}`))).toMatchObject({ kind: 'reject', reason: 'dock-first' });
    expect(decideLoad(index, null, parseScan('BIN-DOCK-1'))).toEqual({ kind: 'dock', code: 'DOCK-1' });
    const step = decideLoad(index, 'DOCK-1', parseScan(`]C100${first}`));
    expect(step).toMatchObject({ kind: 'load', carton: { id: 'k1' } });
    applyLoadLocally(index, { id: 'l1', cartonId: 'k1', dock: 'DOCK-1', loadedAt: new Date().toISOString() });
    expect(decideLoad(index, 'DOCK-1', parseScan(first))).toMatchObject({ kind: 'reject', reason: 'already-loaded' });
    expect(decideLoad(index, 'DOCK-2', parseScan('OWN0001'))).toMatchObject({ kind: 'load' });
    expect(missingOf(index.shipments[0]!).map((k) => k.id)).toEqual(['k2']);
  });

  it('refuses a carton whose shipment has no label, and one it does not know', () => {
    const index = indexLoadOut(pack());
    expect(decideLoad(index, 'DOCK-1', parseScan(voided))).toMatchObject({ kind: 'reject', reason: 'not-labelled', code: 'SH000002' });
    expect(decideLoad(index, 'DOCK-1', parseScan('NOPE-123'))).toMatchObject({ kind: 'reject', reason: 'unknown-carton' });
  });
});
