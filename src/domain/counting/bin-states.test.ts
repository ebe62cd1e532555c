import { describe, expect, it } from 'vitest';
import { type RemoteBinState, closedElsewhere, othersOn } from './bin-states';

const bin = (counts: RemoteBinState['counts'], recount = false): RemoteBinState => ({ binId: 'b1', round: 1, recount, counts });

describe('bins counted on other devices', () => {
  const mine = new Set(['own']);
  const closedByAna = { id: 'other', user: 'Ana', device: 'Zebra 2', closedAt: '2026-11-25T10:00:00.000Z' };
  const heldByBo = { id: 'third', user: 'Bo', device: null, closedAt: null };

  it('names who holds and who closed a bin, leaving this device out', () => {
    const own = { id: 'own', user: 'Me', device: 'Mine', closedAt: null };
    expect(othersOn(bin([own, closedByAna, heldByBo]), mine)).toEqual({ holding: ['Bo'], closedBy: ['Ana · Zebra 2'] });
  });

  it('warns only of a bin closed elsewhere that is not to be recounted', () => {
    expect(closedElsewhere(bin([closedByAna]), mine)).toBe(true);
    expect(closedElsewhere(bin([closedByAna], true), mine)).toBe(false);
    expect(closedElsewhere(bin([heldByBo]), mine)).toBe(false);
    expect(closedElsewhere(bin([{ ...closedByAna, id: 'own' }]), mine)).toBe(false);
    expect(closedElsewhere(undefined, mine)).toBe(false);
  });
});
