import { describe, expect, it } from 'vitest';
import { batchStates } from './batch-states';
import { controlNumberStates } from './control-number-states';
import { DOCUMENT_MACHINES } from './documents';
import { allowsWork, canTransition, illegalTransition, transitionsFrom } from './state-machine';

describe('document state machines', () => {
  it('lead only between declared states, each labelled with its own explicit message id', () => {
    for (const [document, machine] of Object.entries(DOCUMENT_MACHINES)) {
      expect(machine.document).toBe(document);
      const states = Object.keys(machine.states);
      for (const [name, rule] of Object.entries(machine.transitions)) {
        expect([name, [...rule.from, rule.to].every((state) => states.includes(state))]).toEqual([name, true]);
      }
      for (const [work, allowed] of Object.entries(machine.work)) expect([work, allowed.every((state) => states.includes(state))]).toEqual([work, true]);
      for (const [state, info] of Object.entries(machine.states)) expect(info.label.id).toBe(`state.${document}.${state}`);
    }
  });

  it('answer what may follow a state, and the 409 payload names it', () => {
    expect(transitionsFrom(controlNumberStates, 'receiving')).toEqual([
      { transition: 'goods-receipt', to: 'received' },
      { transition: 'cancel', to: 'cancelled' },
    ]);
    expect(transitionsFrom(controlNumberStates, 'closed')).toEqual([]);
    expect(canTransition(controlNumberStates, 'close', 'received')).toBe(true);
    expect(canTransition(controlNumberStates, 'close', 'receiving')).toBe(false);
    expect(allowsWork(controlNumberStates, 'scan', 'draft')).toBe(true);
    expect(allowsWork(controlNumberStates, 'scan', 'received')).toBe(false);
    expect(illegalTransition(controlNumberStates, 'CN000001', 'received', 'cancel')).toEqual({
      document: 'control-number',
      id: 'CN000001',
      state: 'received',
      attempted: 'cancel',
      allowed: [{ transition: 'close', to: 'closed' }],
    });
  });

  it('leave system transitions out of what may follow: no one asks for them', () => {
    expect(batchStates.transitions.close.permission).toBeNull();
    expect(canTransition(batchStates, 'close', 'picking')).toBe(true);
    expect(transitionsFrom(batchStates, 'picking')).toEqual([{ transition: 'finish-picking', to: 'picked' }]);
    expect(transitionsFrom(batchStates, 'picked')).toEqual([{ transition: 'unpick', to: 'picking' }]);
  });
});
